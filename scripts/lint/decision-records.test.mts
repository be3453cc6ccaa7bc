/**
 * Every decision record in docs/decisions/ (README.md is the index, not a record) says whether it still holds
 * and since when, keeps to its three parts, and stays short enough to read in two minutes. Run by `npm run lint`
 * with node:test, beside the path checks.
 *
 * A record opens like this, the two lines right under the title:
 *
 *     # The title
 *
 *     Status: accepted                              (or: superseded by [the record that replaced it](other.md))
 *     Date: 2026-11-27                              (the day the record was first committed; not in the future)
 *
 * followed by `## Context`, `## Decision` and `## Consequences`. Its body, everything after the Date line, holds
 * at most `maxWords` words. Records aim at about 400; the limit is 450 so that one more sentence of a record near
 * the aim does not fail the check, while a record that grows into a second topic, or into a log of measurements
 * (they belong in bench/results.md), does.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';

const decisionsFolder = path.resolve(import.meta.dirname, '../../docs/decisions');

export const maxWords = 450;
const sections = ['## Context', '## Decision', '## Consequences'];

/**
 * The words of `markdown`: runs of non-space characters holding a letter or a digit, so a table's pipes and
 * rules, a list's dashes and a lone "→" are not words, while `code`, "₹5,00,000" and "2026-12-07" are one each.
 */
export function wordCount(markdown: string): number {
  return markdown.split(/\s+/u).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Whether `date` is a real calendar day written YYYY-MM-DD. */
function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/u.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/**
 * What is wrong with the record `markdown`, named `file` in the folder `folder`; none for a record that keeps
 * the format. `today` is YYYY-MM-DD.
 */
export function recordProblems(file: string, markdown: string, today: string, folder = decisionsFolder): string[] {
  const problems: string[] = [];
  const lines = markdown.split('\n');
  const titleAt = lines.findIndex((line) => line.trim() !== '');
  if (!lines[titleAt]?.startsWith('# ')) return [`${file}: the first line is not a "# " title`];
  let at = titleAt + 1;
  while (lines[at]?.trim() === '') at += 1;
  const statusLine = lines[at] ?? '';
  const hasStatus = statusLine.startsWith('Status:');
  // without a Status line, the Date is looked for right under the title
  const dateAt = hasStatus ? at + 1 : at;
  const dateLine = lines[dateAt] ?? '';

  const status = /^Status: (.*)$/u.exec(statusLine)?.[1];
  if (status === undefined) {
    problems.push(
      `${file}: the line under the title is "${statusLine}", not "Status: accepted" or "Status: superseded by [record](file.md)"`,
    );
  } else if (status !== 'accepted') {
    const replacedBy = /^superseded by \[[^\]]+\]\(([a-z0-9-]+\.md)\)$/u.exec(status)?.[1];
    if (replacedBy === undefined) {
      problems.push(`${file}: Status "${status}" is neither "accepted" nor "superseded by [record](file.md)"`);
    } else if (replacedBy === file || !existsSync(path.join(folder, replacedBy))) {
      problems.push(`${file}: Status names ${replacedBy}, which is not another record in docs/decisions/`);
    }
  }

  const date = /^Date: (.*)$/u.exec(dateLine)?.[1];
  if (date === undefined) {
    problems.push(
      `${file}: the line under ${hasStatus ? 'Status' : 'the title'} is "${dateLine}", not "Date: YYYY-MM-DD"`,
    );
  } else if (!isCalendarDate(date)) {
    problems.push(`${file}: Date "${date}" is not a day written YYYY-MM-DD`);
  } else if (date > today) {
    problems.push(`${file}: Date ${date} is after today, ${today}`);
  }

  // the body starts after the Status and Date lines that are there
  const body = lines.slice(dateLine.startsWith('Date:') ? dateAt + 1 : dateAt);
  for (const section of sections) {
    if (!body.some((line) => line.trimEnd() === section)) problems.push(`${file}: no "${section}" heading`);
  }
  const words = wordCount(body.join('\n'));
  if (words > maxWords) problems.push(`${file}: ${words} words after the Date line, more than ${maxWords}`);
  return problems;
}

describe('decision records', () => {
  const record = (statusAndDate: string, body = '## Context\n\nA.\n\n## Decision\n\nB.\n\n## Consequences\n\nC.\n') =>
    `# A record\n\n${statusAndDate}\n\n${body}`;

  test('counts words, not pipes, dashes or arrows', () => {
    assert.equal(wordCount('| a | `b.ts` |\n| --- | --- |\n- ₹5,00,000 → 2026-12-07, "quoted"'), 5);
  });

  test('accepts a record that keeps the format, and names what is wrong with one that does not', () => {
    const today = '2026-12-07';
    const problems = (text: string) => recordProblems('x.md', text, today);
    assert.deepEqual(problems(record('Status: accepted\nDate: 2026-11-27')), []);
    assert.deepEqual(problems(record('Status: superseded by [The cart](cart.md)\nDate: 2026-11-27')), []);
    assert.deepEqual(problems(record('Date: 2026-11-27')), [
      'x.md: the line under the title is "Date: 2026-11-27", not "Status: accepted" or "Status: superseded by [record](file.md)"',
    ]);
    assert.match(problems(record('Status: accepted'))[0] ?? '', /the line under Status is "", not "Date/u);
    assert.match(problems(record('Status: proposed\nDate: 2026-11-27'))[0] ?? '', /Status "proposed"/u);
    assert.match(problems(record('Status: superseded by [x](nowhere.md)\nDate: 2026-11-27'))[0] ?? '', /nowhere\.md/u);
    assert.match(problems(record('Status: accepted\nDate: 2026-02-30'))[0] ?? '', /not a day/u);
    assert.match(problems(record('Status: accepted\nDate: 2026-12-08'))[0] ?? '', /after today/u);
    assert.match(problems(record('Status: accepted\nDate: 2026-11-27', '## Context\n'))[0] ?? '', /"## Decision"/u);
    const long = `## Context\n\n${'word '.repeat(maxWords)}\n\n## Decision\n\nB.\n\n## Consequences\n\nC.\n`;
    assert.match(problems(record('Status: accepted\nDate: 2026-11-27', long))[0] ?? '', /words after the Date line/u);
  });

  test('every record in docs/decisions/ has its status and date, its three parts, and at most 450 words', () => {
    const today = new Date().toISOString().slice(0, 10);
    const files = readdirSync(decisionsFolder).filter((file) => file.endsWith('.md') && file !== 'README.md');
    assert.ok(files.length > 0);
    const problems = files
      .sort()
      .flatMap((file) => recordProblems(file, readFileSync(path.join(decisionsFolder, file), 'utf8'), today));
    assert.deepEqual(
      problems,
      [],
      `These decision records in docs/decisions/ break the format:\n${problems.join('\n')}`,
    );
  });
});
