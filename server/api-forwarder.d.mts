import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
export declare const forwardedPrefixes: readonly string[];
export declare const isForwarded: (pathname: string) => boolean;
export declare const isForwardedRequest: (req: IncomingMessage) => boolean;
export interface ApiForwarder {
  forward: (req: IncomingMessage, res: ServerResponse) => void;
  upgrade: (req: IncomingMessage, socket: Duplex, head: Buffer) => void;
}
export declare const createApiForwarder: (upstream: string, options?: { rewriteJson?: (text: string) => string }) => ApiForwarder;
