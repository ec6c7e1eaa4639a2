import { describe, expect, it } from "vitest";
import { windowIdAt } from "../../../shared/limits.js";
import type { QuotaRecord } from "../../../shared/quota.js";
import { mirrorKey, quotaSubject, readMirror, writeMirror } from "./mirror.js";

const NOW = Date.UTC(2027, 0, 15, 9, 30);
const WINDOW = windowIdAt(NOW);

function record(over: Partial<QuotaRecord> = {}): QuotaRecord {
  return { limit: 20, used: 3, remaining: 17, windowId: WINDOW, resetAt: "2027-01-15T12:00:00.000Z", state: "anon", ...over };
}

describe("quota mirror", () => {
  it("keeps visitors and each account apart", () => {
    const storage = new MemoryStorage();
    writeMirror(storage, quotaSubject(null), record());
    writeMirror(storage, quotaSubject({ id: "u1" }), record({ state: "auth", limit: 40, used: 39, remaining: 1 }));
    expect(readMirror(storage, "anon", NOW)?.used).toBe(3);
    expect(readMirror(storage, "user:u1", NOW)?.remaining).toBe(1);
    expect(readMirror(storage, "user:u2", NOW)).toBeUndefined();
  });

  it("reads only the current window and cleans past ones on write", () => {
    const storage = new MemoryStorage();
    writeMirror(storage, "anon", record({ windowId: WINDOW - 1 }));
    storage.setItem("unrelated", "kept");
    expect(readMirror(storage, "anon", NOW)).toBeUndefined();
    writeMirror(storage, "anon", record());
    expect(storage.getItem(mirrorKey("anon", WINDOW - 1))).toBeNull();
    expect(storage.getItem("unrelated")).toBe("kept");
    expect(readMirror(storage, "anon", NOW)?.windowId).toBe(WINDOW);
  });

  it("ignores a malformed value", () => {
    const storage = new MemoryStorage();
    storage.setItem(mirrorKey("anon", WINDOW), '{"used":"many"}');
    expect(readMirror(storage, "anon", NOW)).toBeUndefined();
    storage.setItem(mirrorKey("anon", WINDOW), "{");
    expect(readMirror(storage, "anon", NOW)).toBeUndefined();
  });
});

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}
