import { adminPageCount, pageCount, paginationWindow } from "./pagination";

describe("paginationWindow", () => {
  it("shows first, current ±1 and last with ellipses in the middle", () => {
    expect(paginationWindow(5, 10)).toEqual([1, "ellipsis", 4, 5, 6, "ellipsis", 10]);
  });

  it("shows first page, its neighbour and last at the start", () => {
    expect(paginationWindow(1, 10)).toEqual([1, 2, "ellipsis", 10]);
    expect(paginationWindow(2, 10)).toEqual([1, 2, 3, "ellipsis", 10]);
    expect(paginationWindow(3, 10)).toEqual([1, 2, 3, 4, "ellipsis", 10]);
  });

  it("shows the end symmetrically", () => {
    expect(paginationWindow(10, 10)).toEqual([1, "ellipsis", 9, 10]);
    expect(paginationWindow(9, 10)).toEqual([1, "ellipsis", 8, 9, 10]);
    expect(paginationWindow(8, 10)).toEqual([1, "ellipsis", 7, 8, 9, 10]);
  });

  it("puts an ellipsis even for a single skipped page", () => {
    expect(paginationWindow(4, 10)).toEqual([1, "ellipsis", 3, 4, 5, "ellipsis", 10]);
  });

  it("lists every page when they fit in the buttons", () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(1, 6, 7)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("never shows more than maxButtons numbers", () => {
    for (const max of [1, 2, 3, 4, 5, 6, 7, 9]) {
      for (let current = 1; current <= 40; current += 1) {
        const numbers = paginationWindow(current, 40, max).filter((item) => item !== "ellipsis");
        expect(numbers.length).toBeLessThanOrEqual(max);
        expect(numbers).toContain(current);
      }
    }
  });

  it("widens the window for more buttons", () => {
    expect(paginationWindow(10, 20, 7)).toEqual([1, "ellipsis", 8, 9, 10, 11, 12, "ellipsis", 20]);
  });

  it("keeps current, then first page, when buttons are scarce", () => {
    expect(paginationWindow(5, 10, 3)).toEqual([1, "ellipsis", 5, "ellipsis", 10]);
    expect(paginationWindow(5, 10, 2)).toEqual([1, "ellipsis", 5, "ellipsis"]);
    expect(paginationWindow(5, 10, 1)).toEqual(["ellipsis", 5, "ellipsis"]);
  });

  it("clamps the current page and handles no pages", () => {
    expect(paginationWindow(99, 10)).toEqual([1, "ellipsis", 9, 10]);
    expect(paginationWindow(0, 10)).toEqual([1, 2, "ellipsis", 10]);
    expect(paginationWindow(1, 0)).toEqual([]);
    expect(paginationWindow(1, Number.NaN)).toEqual([]);
  });
});

describe("pageCount", () => {
  it.each([
    [0, 0],
    [1, 1],
    [10, 1],
    [11, 2],
    [95, 10],
    [-3, 0],
    [Number.NaN, 0],
  ])("%s results → %s pages of 10", (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });

  it("accepts another page size", () => {
    expect(pageCount(11, 5)).toBe(3);
    expect(pageCount(11, 0)).toBe(0);
  });
});

describe("adminPageCount", () => {
  it("takes the larger of the two lines", () => {
    expect(adminPageCount(25, 3)).toBe(3);
    expect(adminPageCount(3, 41)).toBe(5);
    expect(adminPageCount(0, 0)).toBe(0);
  });
});
