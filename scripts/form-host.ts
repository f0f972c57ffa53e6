// The local stand-in for the deploy host's form handling (Netlify Forms): `npm start` and the
// browser tests post the site's forms to the project's own server, and each message lands in
// a file where a newcomer (or a test) can read it.
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { formNames, HONEYPOT, type FormName } from '../src/content/forms.ts';

export type Submission = { form: FormName; receivedAt: string; fields: Record<string, string> };

export type FormHostOptions = {
  /** Each accepted submission is appended as one JSON line to `<dir>/<form>.jsonl`. */
  dir: string;
  /** Tests only: answer with this status instead (say 500), or wait before answering. */
  intercept?: (submission: Submission) => Promise<number | undefined> | number | undefined;
  log?: (line: string) => void;
  /** The spam trap's field name, as the service being stood in for names it (site.yaml `forms.honeypot`). */
  honeypot?: string;
  /** A service that takes one form only (a newsletter's list service): every POST is that form, named or not. */
  formName?: FormName;
};

/** What the host answers: a status, and whether the page at the posted path follows (as Netlify shows the form's action page). */
type FormAnswer = { status: number; showPage: boolean; text?: string; close?: boolean };

const storedFile = (dir: string, form: FormName) => path.join(dir, `${form}.jsonl`);

/** What was stored for a form in `dir`, oldest first: nothing yet is an empty list. */
export async function readSubmissions(dir: string, form: FormName): Promise<Submission[]> {
  const text = await readFile(storedFile(dir, form), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Submission);
}

const MAX_BODY = 64 * 1024;
/** Read and dropped past MAX_BODY, so that a client still sending gets the 413, not a reset; beyond this the connection is cut. */
const MAX_DRAINED = 16 * 1024 * 1024;
const isFormName = (name: string | null): name is FormName => formNames.includes(name as FormName);

/** The body as text, or null when it is larger than MAX_BODY (read to its end all the same, up to MAX_DRAINED). */
async function readBody(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_DRAINED) break;
    if (size <= MAX_BODY) chunks.push(chunk);
  }
  return size > MAX_BODY ? null : Buffer.concat(chunks).toString('utf8');
}

/** A media type without its parameters, in lower case: they are case-insensitive (RFC 9110, 8.3.1). */
const mediaType = (header: string | undefined) => (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** Receives one POST the way the deploy host does: known form names only, the honeypot dropped quietly. */
export async function receiveForm(req: IncomingMessage, options: FormHostOptions): Promise<FormAnswer> {
  const log = options.log ?? ((line: string) => console.log(line));
  const honeypot = options.honeypot ?? HONEYPOT;
  const body = await readBody(req);
  if (body === null) return { status: 413, showPage: false, text: 'Too large', close: true };
  if (mediaType(req.headers['content-type']) !== 'application/x-www-form-urlencoded')
    return { status: 415, showPage: false, text: 'Send the form urlencoded' };
  const params = new URLSearchParams(body);
  const form = options.formName ?? params.get('form-name');
  if (!isFormName(form)) return { status: 404, showPage: false, text: 'No such form' };
  if (params.get(honeypot)) {
    log(`form ${form}: dropped (the honeypot field was filled in)`);
    return { status: 200, showPage: true };
  }
  const fields = Object.fromEntries([...params].filter(([name]) => name !== 'form-name' && name !== honeypot));
  const submission: Submission = { form, receivedAt: new Date().toISOString(), fields };
  const status = await options.intercept?.(submission);
  if (status !== undefined && (status < 200 || status > 299)) {
    log(`form ${form}: answered ${status} (not stored)`);
    return { status, showPage: false, text: 'Failed' };
  }
  await mkdir(options.dir, { recursive: true });
  const file = storedFile(options.dir, form);
  await appendFile(file, `${JSON.stringify(submission)}\n`);
  log(`form ${form}: received ${Object.keys(fields).length} fields → ${path.relative(process.cwd(), file) || file}`);
  return { status: 200, showPage: true };
}
