import { ContentError } from './content-error.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A content file's text. Only valid UTF-8 is read (anything else would show æ, ø and å as �
 * on the site), and what Windows editors write is accepted: a byte-order mark, CRLF endings.
 */
export function decodeContent(file: string, bytes: Uint8Array): string {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new ContentError(file, null, 'is not valid UTF-8 text: save it with the encoding UTF-8 (otherwise æ, ø and å show as �)');
  }
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}
