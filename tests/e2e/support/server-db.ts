import path from 'node:path';
import SQLite from 'better-sqlite3';

/**
 * Read-only peeks into the e2e server's SQLite file, standing in for what a person would read
 * elsewhere: the SMS on their phone (the default SMS provider logs every message) and, for the
 * robot that cannot see pictures, the captcha answers.
 */
function open(dataDir: string) {
  return new SQLite(path.join(dataDir, 'bidline.sqlite'), { readonly: true, fileMustExist: true });
}

export function latestSmsCode(dataDir: string, phone: string): string | undefined {
  const db = open(dataDir);
  try {
    const row = db
      .prepare('select content from sms_log where phone = ? order by created_at desc, rowid desc limit 1')
      .get(phone) as { content: string } | undefined;
    return row?.content.match(/\b(\d{6})\b/)?.[1];
  } finally {
    db.close();
  }
}

export function captchaAnswer(dataDir: string, id: string): string | undefined {
  const db = open(dataDir);
  try {
    const row = db.prepare('select answer from captchas where id = ?').get(id) as
      | { answer: string }
      | undefined;
    return row?.answer;
  } finally {
    db.close();
  }
}
