package sudoku

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// Tests of the bounds of sums over groups of distinct digits
// (vengine_sums.go): the long arrows that stalled the search before them,
// their counts against the brute force of variant_check_test.go, and the
// benchmarks over the hard sum puzzles of ISS.

// An issLine is a puzzle of a JSON-lines file of ISS's puzzles under
// testdata/iss (sums.jsonl, outside.jsonl): a name, the puzzle, its
// number of solutions where the file gives it (0, 1, or 2 meaning two or
// more), and its solution where ISS's data gives one.
type issLine struct {
	Name     string `json:"name"`
	Puzzle   Puzzle `json:"puzzle"`
	Count    int    `json:"count"`
	Solution string `json:"solution"`
}

// readISSLines reads testdata/iss/<file>, one puzzle a line.
func readISSLines(t testing.TB, file string) []issLine {
	t.Helper()
	name := filepath.Join("testdata", "iss", file)
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	var ps []issLine
	for i, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		var p issLine
		if err := json.Unmarshal([]byte(line), &p); err != nil {
			t.Fatalf("%s:%d: %v", name, i+1, err)
		}
		ps = append(ps, p)
	}
	return ps
}

// readISS reads testdata/iss/sums.jsonl.
func readISS(t testing.TB) []issLine { return readISSLines(t, "sums.jsonl") }

// rowArrow returns the rules of a pill arrow whose line is the first
// row, so adds up to 45: the pill, r9c2 and r9c3, holds 4 and 5.
func rowArrow() *Rules {
	line := make([]int, 9)
	for k := range line {
		line[k] = k
	}
	return &Rules{Arrows: []Arrow{{Circle: []int{73, 74}, Cells: line}}}
}

// TestLongSums checks that the long arrows are solved within a small
// budget of nodes: the three "Long sums" puzzles of ISS (a pill with a
// line of 32 cells, no givens), each unique with ISS's solution, and
// "Arrow, slow", unique; and an empty grid under a pill arrow whose line
// is a whole row, whose solutions all read 45 in the pill. Before the
// bounds of vengine_sums.go each ran for minutes.
func TestLongSums(t *testing.T) {
	for _, p := range readISS(t) {
		if !strings.HasPrefix(p.Name, "Long sums") && p.Name != "Arrow, slow" {
			continue
		}
		t.Run(p.Name, func(t *testing.T) {
			rs := &p.Puzzle.Rules
			s := Solver{Rules: rs, MaxNodes: 200000}
			n, _, err := s.Count(context.Background(), p.Puzzle.Grid, 2)
			if err != nil || n != 1 {
				t.Fatalf("Count = %d, %v; want 1", n, err)
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
	t.Run("whole-row arrow", func(t *testing.T) {
		rs := rowArrow()
		s := Solver{Rules: rs, MaxNodes: 20000}
		n, _, err := s.Count(context.Background(), Grid{}, 2)
		if err != nil || n != 2 {
			t.Fatalf("Count = %d, %v; want 2", n, err)
		}
		for _, g := range rs.Solve(Grid{}, 2) {
			if g[73] != 4 || g[74] != 5 {
				t.Errorf("solution %v reads %d%d in the pill, want 45", g, g[73], g[74])
			}
			if err := rs.Validate(g); err != nil {
				t.Errorf("solution %v: %v", g, err)
			}
		}
	})
}

// TestProbeCount checks that a count up to two is the probe's alone:
// "Wecoc #1 [mod B]" of ISS, a killer with two solutions, is counted
// within 150,000 nodes, where a probe followed by the ordered search (the
// way of Solve) took more than 500,000.
func TestProbeCount(t *testing.T) {
	if testing.Short() {
		t.Skip("a second of search")
	}
	for _, p := range readISS(t) {
		if p.Name != "Wecoc #1 [mod B]" {
			continue
		}
		s := Solver{Rules: &p.Puzzle.Rules, MaxNodes: 150000}
		n, _, err := s.Count(context.Background(), p.Puzzle.Grid, 2)
		if err != nil || n != 2 {
			t.Fatalf("Count = %d, %v; want 2", n, err)
		}
	}
}

// TestProbeCountBrute checks Count(g, 1) and Count(g, 2), which the probe
// answers alone, against the brute force on killers with many empty
// cells, some totals moved off so that there may be no solution.
func TestProbeCountBrute(t *testing.T) {
	withChecks(t, 200)
	rapid.Check(t, func(t *rapid.T) {
		r := NewMulberry32(rapid.Uint32().Draw(t, "seed"))
		sol := randomGrid(r)
		rs := &Rules{Cages: cagesOver(&sol, r, rapid.IntRange(2, 6).Draw(t, "most"),
			rapid.IntRange(0, 4).Draw(t, "noTotal"))}
		if rapid.IntRange(0, 2).Draw(t, "moved") == 0 {
			cg := &rs.Cages[below(r, len(rs.Cages))]
			if s := cg.Sum + rapid.SampledFrom([]int{-1, 1}).Draw(t, "by"); cg.Sum != 0 &&
				s >= 1 && s <= 45 && len(cageCombos[len(cg.Cells)][s]) > 0 {
				cg.Sum = s
			}
		}
		if rs.Check() != nil {
			return
		}
		g := clearCells(t, sol, rapid.IntRange(30, 60).Draw(t, "cleared"), "cells")
		want := bruteCount(rs, g, 2)
		if got := rs.Count(g, 2); got != want {
			t.Fatalf("Count(%v, 2) = %d under %+v, brute force %d", g, got, rs.Cages, want)
		}
		if got := rs.Count(g, 1); got != min(want, 1) {
			t.Fatalf("Count(%v, 1) = %d under %+v, brute force %d", g, got, rs.Cages, want)
		}
	})
}

// TestArrowCountBrute checks Count(g, 3) against the brute force under
// arrows whose lines have several cells in one house: lines of 2 to 12
// cells, most of them drawn from one row, column or box, with a circle of
// one or two cells that reads the line's total in a random solution, or,
// now and then, a circle that reads something else.
func TestArrowCountBrute(t *testing.T) {
	withChecks(t, 300)
	rapid.Check(t, func(t *rapid.T) {
		r := NewMulberry32(rapid.Uint32().Draw(t, "seed"))
		sol := randomGrid(r)
		rs := &Rules{AntiKing: rapid.IntRange(0, 3).Draw(t, "antiKing") == 0}
		if rs.AntiKing {
			var ok bool
			if sol, ok = rs.randomSolution(r, 20000); !ok {
				return
			}
		}
		for range rapid.IntRange(1, 3).Draw(t, "arrows") {
			if a, ok := drawArrow(t, &sol); ok {
				rs.Arrows = append(rs.Arrows, a)
			}
		}
		if len(rs.Arrows) == 0 || rs.Check() != nil {
			return
		}
		g := clearCells(t, sol, rapid.IntRange(20, 55).Draw(t, "cleared"), "cells")
		want := bruteCount(rs, g, 3)
		if got := rs.Count(g, 3); got != want {
			t.Fatalf("Count(%v, 3) = %d under %+v, brute force %d", g, got, rs.Arrows, want)
		}
	})
}

// drawArrow draws an arrow over sol: a line mostly in one house, and a
// circle of one or two cells off the line that reads its total in sol,
// or with a digit moved off by one. It reports false when no such circle
// is to be found.
func drawArrow(t *rapid.T, sol *Grid) (Arrow, bool) {
	h := rapid.IntRange(0, 26).Draw(t, "house")
	var house []int
	for _, c := range rapid.Permutation([]int{0, 1, 2, 3, 4, 5, 6, 7, 8}).Draw(t, "order") {
		switch {
		case h < 9:
			house = append(house, h*9+c)
		case h < 18:
			house = append(house, c*9+h-9)
		default:
			b := h - 18
			house = append(house, b/3*27+b%3*3+c/3*9+c%3)
		}
	}
	line := house[:rapid.IntRange(2, 9).Draw(t, "inHouse")]
	on := map[int]bool{}
	for _, c := range line {
		on[c] = true
	}
	for range rapid.IntRange(0, 3).Draw(t, "outside") {
		c := rapid.IntRange(0, 80).Draw(t, "cell")
		if !on[c] {
			on[c] = true
			line = append(line, c)
		}
	}
	total := 0
	for _, c := range line {
		total += int(sol[c])
	}
	if rapid.IntRange(0, 4).Draw(t, "off") == 0 {
		total += rapid.SampledFrom([]int{-1, 1}).Draw(t, "by")
	}
	// find returns a cell off the line, not in not, that holds d in sol.
	find := func(d int, not int) int {
		for c, v := range sol {
			if int(v) == d && !on[c] && c != not {
				return c
			}
		}
		return -1
	}
	var circle []int
	switch {
	case total >= 1 && total <= 9:
		circle = []int{find(total, -1)}
	case total >= 11 && total <= 99 && total%10 != 0:
		a := find(total/10, -1)
		circle = []int{a, find(total%10, a)}
	default:
		return Arrow{}, false
	}
	for _, c := range circle {
		if c < 0 {
			return Arrow{}, false
		}
	}
	return Arrow{Circle: circle, Cells: line}, true
}

// BenchmarkSums counts, up to 2, the hard sum puzzles of ISS
// (testdata/iss/sums.jsonl) one by one: the long sums, "Arrow, slow",
// "Wecoc #1 [mod B]" (two solutions) and each MATHEMAGIC killer; the 42
// killers of Tarek as one set, an op counting all of them; and the
// whole-row arrow of TestLongSums over an empty grid. The rules are
// compiled in each count, as Rules.Count does.
//
//	go test -run '^$' -bench '^BenchmarkSums$' -count 10 .
func BenchmarkSums(b *testing.B) {
	ps := readISS(b)
	var tarek []issLine
	for _, p := range ps {
		if strings.HasPrefix(p.Name, "tarek-") {
			tarek = append(tarek, p)
			continue
		}
		b.Run(benchName(p.Name), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				p.Puzzle.Rules.Count(p.Puzzle.Grid, 2)
			}
		})
	}
	b.Run("tarek", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, p := range tarek {
				p.Puzzle.Rules.Count(p.Puzzle.Grid, 2)
			}
		}
		b.ReportMetric(float64(b.N*len(tarek))/b.Elapsed().Seconds(), "puzzles/s")
	})
	b.Run("whole-row-arrow", func(b *testing.B) {
		rs := rowArrow()
		b.ReportAllocs()
		for b.Loop() {
			rs.Count(Grid{}, 2)
		}
	})
}

// benchName makes a puzzle's name a benchmark's: lower case, a dash for
// each run of other characters than letters and digits.
func benchName(s string) string {
	var out []byte
	dash := false
	for _, c := range []byte(strings.ToLower(s)) {
		if c >= 'a' && c <= 'z' || c >= '0' && c <= '9' {
			if dash && len(out) > 0 {
				out = append(out, '-')
			}
			out = append(out, c)
			dash = false
		} else {
			dash = true
		}
	}
	return string(out)
}
