import { createHash } from 'node:crypto';
import { noticePlainText, type NoticeDocument } from './document';

/** The notice's version: the first 16 hex characters of the SHA-256 of its plain text (UTF-8). */
export function noticeDigest(document: NoticeDocument): string {
  return createHash('sha256').update(noticePlainText(document), 'utf8').digest('hex').slice(0, 16);
}
