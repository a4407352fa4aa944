import { EventEmitter } from "node:events";
import type { NextFunction, Request, Response } from "express";

// The `compression` middleware sends `res.on("drain")` to its zlib stream but leaves
// `removeListener`/`off` on the response, so a `once("drain")` listener is added to the stream
// and never taken off it (expressjs/compression#135). React Router's node adapter waits for
// "drain" with once + off after every write the stream refuses, so a long streamed page under
// load piled up listeners on the BrotliCompress stream (MaxListenersExceededWarning: 11 drain
// listeners). Installed right after compression, this keeps one listener on compression's side
// for the whole response and manages the callers' listeners on an emitter of its own, where
// once and off work.

type Listener = (...args: unknown[]) => void;

export function relayDrainEvents(_req: Request, res: Response, next: NextFunction) {
  const compressionOn = res.on;
  const ownRemoveListener = res.removeListener;
  const relay = new EventEmitter();
  let relaying = false;
  const startRelay = () => {
    if (relaying) return;
    relaying = true;
    compressionOn.call(res, "drain", () => relay.emit("drain"));
  };

  const on = function (this: Response, event: string | symbol, listener: Listener) {
    if (event !== "drain") return compressionOn.call(this, event, listener);
    startRelay();
    relay.on("drain", listener);
    return this;
  };
  const once = function (this: Response, event: string | symbol, listener: Listener) {
    if (event !== "drain") return EventEmitter.prototype.once.call(this, event, listener) as Response;
    startRelay();
    relay.once("drain", listener);
    return this;
  };
  const removeListener = function (this: Response, event: string | symbol, listener: Listener) {
    if (event !== "drain") return ownRemoveListener.call(this, event, listener);
    relay.removeListener("drain", listener);
    return this;
  };
  res.on = on as Response["on"];
  res.addListener = on as Response["addListener"];
  res.once = once as Response["once"];
  res.removeListener = removeListener as Response["removeListener"];
  res.off = removeListener as Response["off"];
  next();
}
