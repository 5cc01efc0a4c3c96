import type { IncomingMessage, ServerResponse } from 'node:http';
export declare const createHandler: (dir: string, options?: { api?: string; forwarder?: import('./api-forwarder.mjs').ApiForwarder | null }) => (req: IncomingMessage, res: ServerResponse) => void;
export declare const createAppServer: (dir: string, options?: { api?: string }) => import('node:http').Server;
