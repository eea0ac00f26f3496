package sudoku

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/sudokugo/sudoku/internal/allsamples"
)

// TestHouseEngineTakes checks which rule sets go to the house engine:
// those of distinct digits only, and no others.
func TestHouseEngineTakes(t *testing.T) {
	regions := randomRegions(NewMulberry32(1))
	tests := []struct {
		name  string
		rs    *Rules
		takes bool
	}{
		{"jigsaw", &Rules{Regions: regions}, true},
		{"x", &Rules{MainDiagonal: true, AntiDiagonal: true}, true},
		{"windoku", &Rules{Windoku: true}, true},
		{"disjoint", &Rules{DisjointGroups: true}, true},
		{"house", &Rules{Houses: [][]int{{0, 10, 20, 30}}}, true},
		{"anti-knight", &Rules{AntiKnight: true}, true},
		{"anti-king", &Rules{AntiKing: true}, true},
		{"sum-less cage", &Rules{Cages: []Cage{{Cells: []int{0, 30}}}}, true},
		{"all at once", &Rules{Regions: regions, MainDiagonal: true,
			AntiDiagonal: true, Windoku: true, DisjointGroups: true,
			AntiKnight: true, AntiKing: true}, true},
		{"cage with a total", &Rules{Cages: []Cage{{Cells: []int{0, 1}, Sum: 3}}}, false},
		{"non-consecutive", &Rules{NonConsecutive: true}, false},
		{"thermo", &Rules{Windoku: true, Thermos: []Thermo{{Cells: []int{0, 1}}}}, false},
		{"arrow", &Rules{Arrows: []Arrow{{Circle: []int{0}, Cells: []int{1}}}}, false},
		{"dot", &Rules{Dots: []Dot{{A: 0, B: 1, Kind: WhiteDot}}}, false},
		{"negative", &Rules{MainDiagonal: true, AllXV: true}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			general, cr, err := Solver{Rules: tc.rs}.rulesPath()
			if err != nil || !general {
				t.Fatalf("rulesPath = %v, %v; want the rules path", general, err)
			}
			if got := cr == nil; got != tc.takes {
				t.Errorf("house engine takes the rules: %v, want %v", got, tc.takes)
			}
		})
	}
}

// TestHouseEngineKnowsRules fails when Rules gains a field: housesOnly
// must then be taught whether the new rule is one of distinct digits.
func TestHouseEngineKnowsRules(t *testing.T) {
	known := map[string]bool{
		"Regions": true, "MainDiagonal": true, "AntiDiagonal": true,
		"Windoku": true, "DisjointGroups": true, "Houses": true,
		"AntiKnight": true, "AntiKing": true, "NonConsecutive": true,
		"Cages": true, "Thermos": true, "Arrows": true, "Dots": true,
		"AllWhite": true, "AllBlack": true, "AllXV": true,
		// TestBeyondHouses checks these.
		"Odd": true, "Even": true, "Minimums": true, "Maximums": true,
		"Quadruples": true, "Lines": true, "Outside": true, "Clones": true,
	}
	rt := reflect.TypeFor[Rules]()
	for i := range rt.NumField() {
		if f := rt.Field(i); !known[f.Name] {
			t.Errorf("Rules.%s is new: teach housesOnly (hengine.go) about it", f.Name)
		}
	}
}

// TestBeyondHouses checks that neither the classic engine nor the house
// engine takes a rule set with a rule that is not one of distinct digits
// (each alone, even beside rules the house engine takes).
func TestBeyondHouses(t *testing.T) {
	tests := []struct {
		name string
		rs   Rules
	}{
		{"cage with repeats", Rules{Cages: []Cage{{Cells: []int{0, 1}, AllowRepeats: true}}}},
		{"odd", Rules{Odd: []int{0}}},
		{"even", Rules{Even: []int{0}}},
		{"minimum", Rules{Minimums: []int{0}}},
		{"maximum", Rules{Maximums: []int{0}}},
		{"quadruple", Rules{Quadruples: []Quadruple{{Cell: 0, Digits: []int{1}}}}},
		{"line", Rules{Lines: []Line{{Kind: RenbanLine, Cells: []int{0, 1}}}}},
		{"outside", Rules{Outside: []OutsideClue{{Kind: SkyscraperClue,
			Cells: []int{0, 1, 2, 3, 4, 5, 6, 7, 8}, Value: 1}}}},
		{"clone", Rules{Clones: []Clone{{A: []int{0}, B: []int{80}}}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			for _, rs := range []Rules{tc.rs, withWindoku(tc.rs)} {
				if rs.classic() {
					t.Errorf("%+v: classic() = true", rs)
				}
				if rs.housesOnly() {
					t.Errorf("%+v: housesOnly() = true", rs)
				}
			}
		})
	}
}

// withWindoku returns rs with windoku added.
func withWindoku(rs Rules) Rules {
	rs.Windoku = true
	return rs
}

// drawHouseRules draws a rule set of the kinds the house engine takes:
// any mix of regions, diagonals, windoku, disjoint groups, anti-knight,
// anti-king, extra houses and sum-less cages.
func drawHouseRules(t *rapid.T) *Rules {
	r := NewMulberry32(rapid.Uint32().Draw(t, "seed"))
	flag := func(label string, odds int) bool {
		return rapid.IntRange(0, odds-1).Draw(t, label) == 0
	}
	rs := &Rules{
		MainDiagonal:   flag("main", 2),
		AntiDiagonal:   flag("anti", 3),
		Windoku:        flag("windoku", 3),
		DisjointGroups: flag("disjoint", 5),
		AntiKnight:     flag("knight", 5),
		AntiKing:       flag("king", 5),
	}
	if flag("regions", 3) {
		rs.Regions = randomRegions(r)
	}
	if flag("houses", 3) {
		rs.Houses = randomHouses(r)
	}
	if flag("cages", 4) {
		// Disjoint sum-less cages of two to four cells.
		cells := randomCells(r, 81)
		for len(cells) >= 4 && len(rs.Cages) < 6 {
			n := 2 + below(r, 3)
			rs.Cages = append(rs.Cages, Cage{Cells: cells[:n]})
			cells = cells[n:]
		}
	}
	if err := rs.Check(); err != nil {
		t.Fatalf("drawn rules fail Check: %v", err)
	}
	return rs
}

// TestHouseEngineAgrees checks the house engine against the general
// engine (vengine.go), which is written apart from it: on random rule
// sets it takes and random partial grids (a random solution with cells
// cleared, few or many, sometimes with a wrong digit; or a few random
// givens when no solution was found), both count the same up to limits of
// 1 to 3, with the tables of Solve and with those of a search that only
// counts (countTables), and every solution the house engine returns keeps
// the givens and passes Validate. When the general engine lists every
// solution within a smaller budget, the count of carve's searches, which leaves
// out the solutions with a given digit in a given cell, agrees with that
// list too. A search either engine does not finish within its node budget
// is not compared.
//
// What it samples: 150 random cases; 400 with -allsamples, 50 with
// -short (rapid takes a fifth).
func TestHouseEngineAgrees(t *testing.T) {
	withChecks(t, allsamples.Size(400, 150, 250))
	rapid.Check(t, func(t *rapid.T) {
		rs := drawHouseRules(t)
		if !rs.housesOnly() {
			t.Fatalf("house engine does not take %+v", rs)
		}
		r := NewMulberry32(rapid.Uint32().Draw(t, "fill"))
		sol, ok := rs.randomSolution(r, 3000)
		var g Grid
		if ok {
			g = sol
			n := rapid.IntRange(0, 81).Draw(t, "cleared")
			for _, c := range rapid.SliceOfNDistinct(rapid.IntRange(0, 80), n, n, rapid.ID[int]).Draw(t, "cells") {
				g[c] = 0
			}
		} else {
			for range rapid.IntRange(0, 6).Draw(t, "givens") {
				g[rapid.IntRange(0, 80).Draw(t, "cell")] = uint8(rapid.IntRange(1, 9).Draw(t, "digit"))
			}
		}
		if rapid.IntRange(0, 3).Draw(t, "wrong") == 0 {
			g[rapid.IntRange(0, 80).Draw(t, "wrongCell")] = uint8(rapid.IntRange(1, 9).Draw(t, "wrongDigit"))
		}
		limit := rapid.IntRange(1, 3).Draw(t, "limit")
		const budget = 20000
		sols, _, err := Solver{Rules: rs, MaxNodes: budget}.Solve(context.Background(), g, limit)
		if errors.Is(err, ErrBudget) {
			return
		}
		if err != nil {
			t.Fatal(err)
		}
		e := vengine{rs: rs.compile(), stack: make([]vframe, deep)}
		e.load(&g)
		e.maxNodes, e.nextCheck = budget, budget
		for e.found < limit {
			found, err := e.next(context.Background(), nil)
			if errors.Is(err, ErrBudget) {
				return
			}
			if !found {
				break
			}
		}
		if len(sols) != e.found {
			t.Fatalf("house engine finds %d solutions of %v, general engine %d (limit %d)",
				len(sols), g, e.found, limit)
		}
		n, _, err := Solver{Rules: rs, MaxNodes: budget}.Count(context.Background(), g, limit)
		if err == nil && n != e.found {
			t.Fatalf("house engine counts %d solutions of %v, general engine %d (limit %d)",
				n, g, e.found, limit)
		}
		checkCountExcept(t, rs, g, limit)
		for _, s := range sols {
			for c, v := range g {
				if v != 0 && s[c] != v {
					t.Fatalf("solution %v drops the given %d of r%dc%d", s, v, c/9+1, c%9+1)
				}
			}
			if err := rs.Validate(s); err != nil {
				t.Fatalf("solution %v: %v", s, err)
			}
			if clueCount(s) != 81 {
				t.Fatalf("solution %v is not full", s)
			}
		}
	})
}

// checkCountExcept checks htables.countExcept, under the tables of a
// search that counts, against every solution of g that the general
// engine lists within 2,000 nodes (when there are at most 8): for a cell
// and a digit drawn, up to limit of those that do not hold the digit in
// the cell. countExcept has no bound, and searches of grids with few
// givens have heavy tails (one more candidate struck can take a hundred
// times the nodes), so it is asked only of grids of 20 givens or more, as
// carve asks it of puzzles, and when the house engine counts all the
// solutions within as many nodes too.
func checkCountExcept(t *rapid.T, rs *Rules, g Grid, limit int) {
	const budget, most = 2000, 8
	if clueCount(g) < 20 {
		return
	}
	n, _, err := Solver{Rules: rs, MaxNodes: budget}.Count(context.Background(), g, most+1)
	if err != nil || n > most {
		return
	}
	e := vengine{rs: rs.compile(), stack: make([]vframe, deep)}
	e.load(&g)
	e.maxNodes, e.nextCheck = budget, budget
	var all []Grid
	for len(all) <= most {
		found, err := e.next(context.Background(), nil)
		if err != nil {
			return
		}
		if !found {
			break
		}
		all = append(all, e.grid())
	}
	if len(all) > most {
		return
	}
	c := rapid.IntRange(0, 80).Draw(t, "exceptCell")
	v := uint8(rapid.IntRange(0, 9).Draw(t, "exceptDigit"))
	if g[c] == 0 && v != 0 {
		// As carve asks: the cell was just cleared of v.
		all = slices.DeleteFunc(all, func(s Grid) bool { return s[c] == v })
	} else if v != 0 && g[c] == v {
		all = nil
	}
	var ht htables
	if !rs.countTables(&ht) {
		return
	}
	if got, want := ht.countExcept(&g, limit, c, v), min(limit, len(all)); got != want {
		t.Fatalf("countExcept(%v, %d, r%dc%d, %d) = %d, want %d",
			g, limit, c/9+1, c%9+1, v, got, want)
	}
}

// TestHouseEngineTooManyPairs checks that a rule set whose houses make
// more pairs than the house engine holds is still searched right: by
// the general engine.
func TestHouseEngineTooManyPairs(t *testing.T) {
	// Houses of five of r1c1-r1c6 and four of r2c1-r2c6: any two share
	// six cells or more.
	var hs [][]int
	for i := range maxHouses {
		h := make([]int, 0, 9)
		for k := range 6 {
			if k != i%6 {
				h = append(h, k)
			}
		}
		for k := range 6 {
			if k != i/6%6 && k != (i/6+1+i%5)%6 {
				h = append(h, 9+k)
			}
		}
		hs = append(hs, h)
	}
	rs := &Rules{Houses: hs}
	if !rs.housesOnly() {
		t.Fatal("housesOnly = false, want true")
	}
	var ht htables
	if rs.houseTables(&ht) {
		t.Fatalf("houseTables = true with %d pairs, want false", ht.np)
	}
	g := Grid{}
	want := rs.compile().countExcept(&g, 2, 0, 0)
	if got := rs.Count(g, 2); got != want {
		t.Errorf("Count = %d, general engine %d", got, want)
	}
}

// TestHouseEngineNoAlloc checks that counting an X puzzle, the tables
// built and the search made, allocates nothing.
func TestHouseEngineNoAlloc(t *testing.T) {
	p := readPuzzleLine(t, filepath.Join("testdata", "variants", "x.txt"))
	if n := testing.AllocsPerRun(100, func() { p.Rules.Count(p.Grid, 2) }); n != 0 {
		t.Errorf("Rules.Count allocates %v times per call, want 0", n)
	}
}

// readPuzzleLine reads the first puzzle of a file of JSON lines.
func readPuzzleLine(t *testing.T, name string) Puzzle {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	line, _, _ := strings.Cut(string(data), "\n")
	var p Puzzle
	if err := json.Unmarshal([]byte(line), &p); err != nil {
		t.Fatal(err)
	}
	return p
}

var writeSolveOrder = flag.Bool("solveorder", false,
	"rewrite testdata/variants/solve-order.golden")

// TestHouseSolveOrder locks the order in which Rules.Solve returns the
// solutions of puzzles with several under the rules the house engine
// takes, which Solve promises to keep: the first 20 puzzles of the x,
// windoku and jigsaw sample sets with their first four clues cleared,
// each line the puzzle and its first three solutions. With -solveorder
// it writes them first (from an engine whose order is known good):
//
//	go test -run TestHouseSolveOrder -solveorder
func TestHouseSolveOrder(t *testing.T) {
	var out strings.Builder
	for _, name := range matchedFamilies {
		ps := readLines(t, filepath.Join("testdata", "variants", name+".txt"))
		for _, p := range ps[:20] {
			g, cleared := p.Grid, 0
			for c := range g {
				if g[c] != 0 && cleared < 4 {
					g[c], cleared = 0, cleared+1
				}
			}
			out.WriteString(name + " " + g.String())
			for _, s := range p.Rules.Solve(g, 3) {
				out.WriteString(" " + s.String())
			}
			out.WriteString("\n")
		}
	}
	path := filepath.Join("testdata", "variants", "solve-order.golden")
	if *writeSolveOrder {
		if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(string(want), out.String()); diff != "" {
		t.Errorf("Solve's order changed (-golden +now):\n%s", diff)
	}
}
