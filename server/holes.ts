import { constants, crc32, deflateRawSync } from "node:zlib";

// The marks PersonalHole (app/lib/personal.tsx) renders around each hole of a page shared between visitors.
const START = Buffer.from('<template data-hole="');
const START_CLOSE = Buffer.from('"></template>');
const END = Buffer.from('<template data-hole-end=""></template>');
const NAME = /^[a-z][a-z0-9-]*$/;

/** A shared page cut at its holes: `segments[i]` comes before hole `names[i]`, the last segment after the last hole. */
export interface PageHoles {
  names: string[];
  segments: Buffer[];
  /** Each segment compressed once (raw deflate, flushed to a byte boundary; the last one finished), for gzip answers. */
  deflated?: Buffer[];
}

/** The holes of a page's HTML, in order; null when a mark is broken (the page is then rendered for such visitors whole). */
export function findHoles(body: Buffer): PageHoles | null {
  const names: string[] = [];
  const segments: Buffer[] = [];
  let segmentStart = 0;
  for (let at = body.indexOf(START); at !== -1; at = body.indexOf(START, segmentStart)) {
    const nameStart = at + START.length;
    const nameEnd = body.indexOf(START_CLOSE, nameStart);
    if (nameEnd === -1) return null;
    const name = body.toString("latin1", nameStart, nameEnd);
    if (!NAME.test(name)) return null;
    const contentStart = nameEnd + START_CLOSE.length;
    const contentEnd = body.indexOf(END, contentStart);
    if (contentEnd === -1) return null;
    // Holes do not nest: a start mark inside this one is a broken page.
    const nested = body.indexOf(START, contentStart);
    if (nested !== -1 && nested < contentEnd) return null;
    segments.push(body.subarray(segmentStart, contentStart));
    names.push(name);
    segmentStart = contentEnd;
  }
  segments.push(body.subarray(segmentStart));
  return { names, segments };
}

/** The page with each hole's markup replaced by `fragments`' (every name must be there). */
export function fillHoles(holes: PageHoles, fragments: ReadonlyMap<string, string>): Buffer[] {
  const chunks: Buffer[] = [];
  holes.names.forEach((name, index) => {
    chunks.push(holes.segments[index]!, Buffer.from(fragmentOf(fragments, name)));
  });
  chunks.push(holes.segments.at(-1)!);
  return chunks;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03]);

/**
 * The filled page as one gzip member whose shared parts were compressed once: every segment and
 * fragment is its own run of deflate blocks ending on a byte boundary (a sync flush), so the runs
 * join into one valid deflate stream; only the visitor's fragments (a few kB) are compressed per
 * request. The CRC-32 runs over the whole page.
 */
export function gzipFilled(holes: PageHoles, fragments: ReadonlyMap<string, string>): Buffer[] {
  const last = holes.segments.length - 1;
  holes.deflated ??= holes.segments.map((segment, index) =>
    deflateRawSync(segment, { level: 6, finishFlush: index === last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH }),
  );
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  holes.names.forEach((name, index) => {
    const segment = holes.segments[index]!;
    const fragment = Buffer.from(fragmentOf(fragments, name));
    crc = crc32(fragment, crc32(segment, crc));
    length += segment.length + fragment.length;
    chunks.push(holes.deflated![index]!, deflateRawSync(fragment, { level: 6, finishFlush: constants.Z_SYNC_FLUSH }));
  });
  const tail = holes.segments[last]!;
  crc = crc32(tail, crc);
  length += tail.length;
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  chunks.push(holes.deflated[last]!, trailer);
  return chunks;
}

function fragmentOf(fragments: ReadonlyMap<string, string>, name: string): string {
  const fragment = fragments.get(name);
  if (fragment === undefined) throw new Error(`no markup for the hole '${name}'`);
  return fragment;
}
