// Serves the built site (dist/client) like a static host: npm start → http://127.0.0.1:4173
import path from 'node:path';
import { startStaticServer } from './static-server.ts';

const dir = process.env.OUT_DIR ? path.join(process.env.OUT_DIR, 'client') : path.resolve(import.meta.dirname, '../dist/client');
const port = Number(process.env.PORT ?? 4173);
const { url } = await startStaticServer({ dir, port });
console.log(`Serving ${path.relative(process.cwd(), dir) || dir} at ${url}`);
