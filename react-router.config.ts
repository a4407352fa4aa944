import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Separate build folders let several browser-test runs coexist on one machine.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
