package sudoku

import (
	"context"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// Tests of the outside clues in the general engine (vengine_outside.go)
// on ISS's puzzles of testdata/iss/outside.jsonl: little killers, whose
// sums take the bounds by groups of distinct digits of vengine_sums.go,
// and sandwiches.

// readOutside reads testdata/iss/outside.jsonl.
func readOutside(t testing.TB) []issLine { return readISSLines(t, "outside.jsonl") }

// TestOutsideLittleKillerNodes checks that little killers are counted
// within a budget of nodes, with ISS's answer: "Little killer, slow"
// took 96,000 nodes before the grouped bounds of its diagonals, 10,000
// with them, and under 100 with the merged sums of parallel diagonals;
// "Zero solution: Little Killer" ran past 900,000 nodes (20 s) before
// those, and takes under 3,000.
func TestOutsideLittleKillerNodes(t *testing.T) {
	budget := map[string]int64{
		"Little killer, slow":          30000,
		"Zero solution: Little Killer": 30000,
	}
	for _, p := range readOutside(t) {
		max, ok := budget[p.Name]
		if !ok {
			continue
		}
		t.Run(p.Name, func(t *testing.T) {
			rs := &p.Puzzle.Rules
			s := Solver{Rules: rs, MaxNodes: max}
			n, _, err := s.Count(context.Background(), p.Puzzle.Grid, 2)
			if err != nil || n != p.Count {
				t.Fatalf("Count = %d, %v; want %d", n, err, p.Count)
			}
			if p.Solution == "" {
				return
			}
			want := mustParse(t, p.Solution)
			if got := rs.Solve(p.Puzzle.Grid, 1); len(got) != 1 || got[0] != want {
				t.Errorf("Solve = %v, want ISS's %v", got, want)
			}
		})
	}
}

// BenchmarkOutside counts up to two solutions of each of ISS's puzzles
// with outside clues but "Zero solution: Little Killer", which took
// over 20 s before the merged sums of mergeRepeatSums.
func BenchmarkOutside(b *testing.B) {
	for _, p := range readOutside(b) {
		if p.Name == "Zero solution: Little Killer" {
			continue // no measure of it before
		}
		b.Run(strings.ReplaceAll(p.Name, " ", "_"), func(b *testing.B) {
			s := Solver{Rules: &p.Puzzle.Rules}
			for b.Loop() {
				if n, _, err := s.Count(context.Background(), p.Puzzle.Grid, 2); err != nil || n != p.Count {
					b.Fatalf("Count = %d, %v; want %d", n, err, p.Count)
				}
			}
		})
	}
}

// TestOutsideSandwichBounds checks that the bounds of a sandwich keep
// every digit the exact walk keeps, on random candidates of a row and
// random sums: the probe takes the bounds on open rows, and a digit they
// dropped would lose solutions.
func TestOutsideSandwichBounds(t *testing.T) {
	cells := []uint8{0, 1, 2, 3, 4, 5, 6, 7, 8}
	rapid.Check(t, func(t *rapid.T) {
		var e vengine
		for k := range cells {
			// Mostly wide candidates, as on the open rows the bounds
			// serve, and now and then a single.
			m := uint16(rapid.IntRange(1, allMask).Draw(t, "mask"))
			if rapid.IntRange(0, 3).Draw(t, "wide") > 0 {
				m |= uint16(rapid.IntRange(0, allMask).Draw(t, "more"))
			}
			e.m[k] = m
		}
		v := rapid.IntRange(0, 35).Draw(t, "v")
		var exact, bounds [9]uint16
		e.sandwichKeep(cells, v, &exact)
		e.sandwichBounds(cells, v, &bounds)
		for k := range cells {
			if exact[k]&^bounds[k] != 0 {
				t.Fatalf("cell %d of %v, sum %d: the bounds keep %09b, the walk %09b",
					k, e.m[:9], v, bounds[k], exact[k])
			}
		}
	})
}
