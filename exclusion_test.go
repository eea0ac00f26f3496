package sudoku

import (
	"math/bits"
	"path/filepath"
	"slices"
	"testing"

	"github.com/sudokugo/sudoku/internal/allsamples"
)

// bruteExclusion finds, by trying every combination of digits, the first
// set of k cells (2 or 3, in row-major order of the first cell, then the
// second, then the third) whose aligned exclusion eliminates something,
// and returns its eliminations. It is written from the rule alone,
// without the solver's tables: the cells are empty cells with two
// candidates or more, the cells that exclude are the empty cells
// with two to k candidates that see all k cells and have no candidate
// outside theirs (without one, the k cells make no exclusion: that two
// of them cannot hold the same digit is the subsets' reasoning, which
// comes first on a path), and a combination is out
// when two cells that see each other hold the same digit or when it
// holds every candidate of one of those cells.
func bruteExclusion(c Candidates, k int) []Candidate {
	sees := func(a, b int) bool {
		return a != b && (a/9 == b/9 || a%9 == b%9 || a/27 == b/27 && a%9/3 == b%9/3)
	}
	var empty, base []int
	for i := range 81 {
		if c.values[i] == 0 {
			empty = append(empty, i)
			if bits.OnesCount16(uint16(c.marks[i])) > 1 {
				base = append(base, i) // a naked single comes first
			}
		}
	}
	var try func(cells []int, from int) []Candidate
	try = func(cells []int, from int) []Candidate {
		if len(cells) < k {
			for _, x := range base {
				if x >= from {
					if e := try(append(cells, x), x+1); e != nil {
						return e
					}
				}
			}
			return nil
		}
		var union mask
		for _, b := range cells {
			union |= c.marks[b]
		}
		var excl []mask
		for _, x := range empty {
			n := bits.OnesCount16(uint16(c.marks[x]))
			all := n >= 2 && n <= k && c.marks[x]&^union == 0
			for _, b := range cells {
				all = all && sees(x, b)
			}
			if all {
				excl = append(excl, c.marks[x])
			}
		}
		if len(excl) == 0 {
			return nil
		}
		ok := make([]mask, k)
		digits := make([]uint8, k)
		var combos func(i int)
		combos = func(i int) {
			if i == k {
				var u mask
				for j := range k {
					u |= digitMask(digits[j])
					for l := range j {
						if digits[l] == digits[j] && sees(cells[l], cells[j]) {
							return
						}
					}
				}
				for _, e := range excl {
					if e&^u == 0 {
						return
					}
				}
				for j := range k {
					ok[j] |= digitMask(digits[j])
				}
				return
			}
			for d := uint8(1); d <= 9; d++ {
				if c.marks[cells[i]]&digitMask(d) != 0 {
					digits[i] = d
					combos(i + 1)
				}
			}
		}
		combos(0)
		var out []Candidate
		for j, x := range cells {
			for d := uint8(1); d <= 9; d++ {
				if c.marks[x]&^ok[j]&digitMask(d) != 0 {
					out = append(out, Candidate{x, d})
				}
			}
		}
		return out
	}
	return try(nil, 0)
}

// TestAlignedExclusionBrute checks aligned pair and triplet exclusion
// against bruteExclusion at every position of the paths of a sample of
// hard puzzles: the same first cells, the same eliminations. The
// positions come in the order of the path, as Rate meets them, so that
// the searches pass over what did not change since the last position in
// which they found nothing (see searchMemo).
//
// What it samples: the first 15 puzzles of magictour_top1465.txt, 40
// with -allsamples, 4 with -short.
func TestAlignedExclusionBrute(t *testing.T) {
	n := allsamples.Size(40, 15, 4)
	checked := 0
	ps := readSample(t, filepath.Join("testdata", "puzzles", "magictour_top1465.txt"), n)
	for _, p := range ps {
		steps, err := Path(p)
		if err != nil {
			t.Fatal(err)
		}
		c := fromGrid(p)
		c.unique = true
		for _, st := range steps {
			for _, tc := range []struct {
				t Technique
				k int
			}{{AlignedPairExclusion, 2}, {AlignedTripletExclusion, 3}} {
				if tc.k == 3 && checked%7 != 0 {
					continue // the brute force is slow on triples
				}
				s := solver{c: c}
				if s.refresh() != nil {
					t.Fatal("refresh failed on the path")
				}
				s.reset(tc.t)
				var got []Candidate
				if s.find(tc.t) {
					got = slices.Clone(s.step.Eliminations)
				}
				want := bruteExclusion(c, tc.k)
				slices.SortFunc(got, cmpCandidate)
				slices.SortFunc(want, cmpCandidate)
				if !slices.Equal(got, want) {
					t.Fatalf("%v on %v: %v, brute force %v\n%v", tc.t, p, got, want, c)
				}
			}
			checked++
			c.Apply(st)
		}
	}
	if checked == 0 {
		t.Fatal("nothing checked")
	}
}

// cmpCandidate orders candidates by cell, then digit.
func cmpCandidate(a, b Candidate) int {
	if a.Cell != b.Cell {
		return a.Cell - b.Cell
	}
	return int(a.Digit) - int(b.Digit)
}
