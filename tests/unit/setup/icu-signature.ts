/**
 * What an ICU message needs from the code that formats it: its arguments with their types
 * (`count:plural`, `name`), the keys of each `select` (code values, the same in every language;
 * plural categories are the language's own and are left out) and its rich-text tags (`<talent>`).
 * Two translations of one message must have the same signature, or one of them drops a value,
 * prints `{name}` as text or fails to format.
 *
 * Reads the message syntax next-intl uses (ICU MessageFormat, apostrophe quoting included).
 */

export type Signature = string[];

const NESTED = new Set(['plural', 'select', 'selectordinal']);

class Reader {
  index = 0;
  constructor(readonly text: string) {}

  get done(): boolean {
    return this.index >= this.text.length;
  }

  peek(): string {
    return this.text[this.index] ?? '';
  }

  fail(message: string): never {
    throw new Error(`${message} at ${this.index} in “${this.text}”`);
  }

  skipSpace(): void {
    while (/\s/.test(this.peek())) this.index += 1;
  }

  /** Letters, digits, `_`, `-`, `=` and `.`: an argument name, a type or a plural/select key. */
  word(): string {
    const start = this.index;
    while (/[\p{L}\p{N}_\-=.]/u.test(this.peek())) this.index += 1;
    return this.text.slice(start, this.index);
  }

  expect(char: string): void {
    if (this.peek() !== char) this.fail(`expected “${char}”`);
    this.index += 1;
  }
}

/** Reads message text until `}` closing an enclosing branch (or the end), collecting into `found`. */
function readMessage(reader: Reader, found: Set<string>, nested: boolean): void {
  while (!reader.done) {
    const char = reader.peek();
    if (char === "'") {
      const next = reader.text[reader.index + 1];
      if (next === "'") {
        reader.index += 2;
      } else if (next === '{' || next === '}' || next === '<' || next === '#' || next === '|') {
        // Quoted literal text up to the next lone apostrophe.
        reader.index += 1;
        while (!reader.done && !(reader.peek() === "'" && reader.text[reader.index + 1] !== "'")) {
          reader.index += reader.peek() === "'" ? 2 : 1;
        }
        reader.index += 1;
      } else {
        reader.index += 1;
      }
    } else if (char === '{') {
      readArgument(reader, found);
    } else if (char === '}') {
      if (nested) return;
      reader.fail('unmatched “}”');
    } else if (char === '<' && /[a-zA-Z/]/.test(reader.text[reader.index + 1] ?? '')) {
      readTag(reader, found);
    } else {
      reader.index += 1;
    }
  }
  if (nested) reader.fail('unclosed branch');
}

function readTag(reader: Reader, found: Set<string>): void {
  reader.expect('<');
  const closing = reader.peek() === '/';
  if (closing) reader.index += 1;
  const name = reader.word();
  if (!name) reader.fail('a tag without a name');
  reader.skipSpace();
  if (reader.peek() === '/') reader.index += 1;
  reader.expect('>');
  found.add(`<${name}>`);
}

function readArgument(reader: Reader, found: Set<string>): void {
  reader.expect('{');
  reader.skipSpace();
  const name = reader.word();
  if (!name) reader.fail('an argument without a name');
  reader.skipSpace();
  if (reader.peek() === '}') {
    reader.index += 1;
    found.add(name);
    return;
  }
  reader.expect(',');
  reader.skipSpace();
  const type = reader.word();
  found.add(`${name}:${type}`);
  reader.skipSpace();
  if (!NESTED.has(type)) {
    // number, date, time with an optional style: read to the closing brace.
    let depth = 1;
    while (!reader.done && depth > 0) {
      const char = reader.peek();
      if (char === '{') depth += 1;
      if (char === '}') depth -= 1;
      reader.index += 1;
    }
    if (depth > 0) reader.fail('unclosed argument');
    return;
  }
  reader.expect(',');
  const keys: string[] = [];
  for (;;) {
    reader.skipSpace();
    if (reader.peek() === '}') break;
    const key = reader.word();
    if (!key) reader.fail('a branch without a key');
    keys.push(key);
    reader.skipSpace();
    reader.expect('{');
    readMessage(reader, found, true);
    reader.expect('}');
  }
  reader.expect('}');
  if (!keys.includes('other')) reader.fail(`“${name}” has no “other” branch`);
  if (type === 'select') found.add(`${name}:select[${[...keys].sort().join('|')}]`);
}

/** The sorted signature of one message; throws on a message next-intl could not read. */
export function icuSignature(message: string): Signature {
  const found = new Set<string>();
  readMessage(new Reader(message), found, false);
  return [...found].sort();
}
