import type { IncomingMessage, ServerResponse } from 'node:http';
export declare const createHandler: (dir: string) => (req: IncomingMessage, res: ServerResponse) => void;
