import type { IncomingMessage } from "node:http";

export class BodyTooLargeError extends Error {}

/** Reads the whole request body, giving up (without buffering the rest) once it exceeds `limit` bytes. */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"] ?? "0");
    if (declared > limit) {
      req.resume();
      reject(new BodyTooLargeError());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on("data", (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        reject(new BodyTooLargeError());
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (!failed) resolve(Buffer.concat(chunks));
    });
    req.on("error", (error) => {
      if (!failed) reject(error);
    });
  });
}

/**
 * Reads and drops the rest of a refused body, for at most `ms`. Answering 413 and closing while a large
 * upload is still arriving resets the connection, so the client sees EPIPE instead of the 413; nginx's
 * lingering close does the same. The cap keeps a client that never stops sending from holding the socket.
 */
export function discardRest(req: IncomingMessage, ms: number): Promise<void> {
  if (req.complete || req.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, ms);
    req.once("end", done);
    req.once("close", done);
    req.resume();
  });
}
