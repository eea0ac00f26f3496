package sudoku

import (
	"context"
	"encoding/json"
	"os"
	"testing"

	"github.com/sudokugo/sudoku/internal/allsamples"
)

// The puzzles of ISS, the Interactive Sudoku Solver
// (github.com/sigh/Interactive-Sudoku-Solver, MIT licence), that our
// rules express and that once stalled the general engine, with the
// solution ISS gives: testdata/iss/<set>.json, each a source, and a list
// of puzzles with their name, ISS's constraint string, the puzzle in our
// JSON form and the solution.

// An issPuzzle is a puzzle of an ISS set.
type issPuzzle struct {
	Name     string `json:"name"`
	ISS      string `json:"iss"`
	Puzzle   Puzzle `json:"puzzle"`
	Solution Grid   `json:"solution"`
}

// issSet reads testdata/iss/<name>.json.
func issSet(tb testing.TB, name string) []issPuzzle {
	tb.Helper()
	data, err := os.ReadFile("testdata/iss/" + name + ".json")
	if err != nil {
		tb.Fatal(err)
	}
	var set struct {
		Source  string      `json:"source"`
		Puzzles []issPuzzle `json:"puzzles"`
	}
	if err := json.Unmarshal(data, &set); err != nil {
		tb.Fatalf("%s: %v", name, err)
	}
	if set.Source == "" || len(set.Puzzles) == 0 {
		tb.Fatalf("%s: no source or no puzzles", name)
	}
	return set.Puzzles
}

// TestISSHardThermos checks that the sparse thermometer puzzles of ISS
// (eighteen or nineteen two-cell thermometers and no givens) are unique
// with ISS's solution, within a budget of nodes some five times what the
// general engine needs: a search that branches by fewest candidates alone
// runs through it without an answer. The first two take seconds: only
// -allsamples takes them.
func TestISSHardThermos(t *testing.T) {
	if testing.Short() {
		t.Skip("seconds of search")
	}
	for i, p := range issSet(t, "hard-thermos") {
		t.Run(p.Name, func(t *testing.T) {
			if i < 2 && !allsamples.On() {
				t.Skip("seconds of search: run with -allsamples")
			}
			s := Solver{Rules: &p.Puzzle.Rules, MaxNodes: 5_000_000}
			n, st, err := s.Count(context.Background(), p.Puzzle.Grid, 2)
			if err != nil || n != 1 {
				t.Fatalf("Count = %d, %v after %d nodes; want 1", n, err, st.Nodes)
			}
			sols := p.Puzzle.Rules.Solve(p.Puzzle.Grid, 1)
			if len(sols) != 1 || sols[0] != p.Solution {
				t.Fatalf("Solve = %v, want ISS's %v", sols, p.Solution)
			}
		})
	}
}

// BenchmarkRulesISS counts, up to 2, the solutions of each puzzle of the
// ISS sets, as Rules.Count does (the rules compiled in each count).
//
//	go test -run '^$' -bench '^BenchmarkRulesISS$' -count 10 .
func BenchmarkRulesISS(b *testing.B) {
	for _, p := range issSet(b, "hard-thermos") {
		b.Run(p.Name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if n := p.Puzzle.Rules.Count(p.Puzzle.Grid, 2); n != 1 {
					b.Fatalf("%d solutions", n)
				}
			}
		})
	}
}
