export declare const PRODUCTION_NODE_OPTIONS: string[];
