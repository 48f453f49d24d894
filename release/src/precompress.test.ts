// Publishing compresses each text file once: .br and .gz beside it, which
// decompress to the file; images and files that would not shrink stay alone.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressBeside, precompress } from './precompress';

const dir = mkdtempSync(path.join(tmpdir(), 'hikari-precompress-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test('writes .br and .gz beside text files, which decompress to the file', () => {
  const script = `export const routes = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `/page-${i}/`))};\n`;
  mkdirSync(path.join(dir, 'chunks'), { recursive: true });
  writeFileSync(path.join(dir, 'chunks', 'page.0123abcd.js'), script);
  writeFileSync(path.join(dir, 'logo.png'), new Uint8Array([137, 80, 78, 71, 1, 2, 3]));
  writeFileSync(path.join(dir, 'tiny.txt'), 'a');

  const report = precompress(dir);
  const file = path.join(dir, 'chunks', 'page.0123abcd.js');
  const original = readFileSync(file, 'utf8');
  assert.equal(gunzipSync(new Uint8Array(readFileSync(`${file}.gz`))).toString('utf8'), original);
  assert.equal(brotliDecompressSync(new Uint8Array(readFileSync(`${file}.br`))).toString('utf8'), original);
  assert.ok(report.brotliBytes < report.bytes / 3, 'repetitive text shrinks a lot');
  assert.equal(existsSync(path.join(dir, 'logo.png.gz')), false, 'images are not compressed again');
  assert.equal(existsSync(path.join(dir, 'tiny.txt.gz')), false, 'no copy that would not be smaller');
});

test('leaves files that already have their compressed copies alone', () => {
  const report = precompress(dir);
  assert.equal(report.files, 1, 'only tiny.txt, which has no .gz, is looked at again');
});

test('a file rewritten in place (remotes.json) gets compressed copies of its new content, and loses one that would not shrink', () => {
  const file = path.join(dir, 'remotes.json');
  const first = JSON.stringify({ remotes: { 'mfe-apply': { version: '0.1.0-r1' } }, pad: 'x'.repeat(300) });
  compressBeside(file, new TextEncoder().encode(first));
  const second = JSON.stringify({ remotes: { 'mfe-apply': { version: '0.1.0-r2' } }, pad: 'y'.repeat(300) });
  compressBeside(file, new TextEncoder().encode(second));
  assert.equal(gunzipSync(new Uint8Array(readFileSync(`${file}.gz`))).toString(), second);
  assert.equal(brotliDecompressSync(new Uint8Array(readFileSync(`${file}.br`))).toString(), second);
  compressBeside(file, new TextEncoder().encode('{}'));
  assert.equal(existsSync(`${file}.gz`), false);
  assert.equal(existsSync(`${file}.br`), false);
});
