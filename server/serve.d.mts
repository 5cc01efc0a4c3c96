import type { IncomingMessage, ServerResponse } from 'node:http';
export declare const createHandler: (dir: string, options?: { api?: string }) => (req: IncomingMessage, res: ServerResponse) => void;
export declare const createAppServer: (dir: string, options?: { api?: string }) => import('node:http').Server;
