package main

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/sudokugo/sudoku"
	"github.com/sudokugo/sudoku/internal/allsamples"
)

// slowPuzzles are the converted puzzles our solver took more than about
// half a second of processor time to count in the run of README.md, or
// did not count within 10 s, so that the default run checks every other
// puzzle in about 10 s of processor time. TestAgreesWithISS checks them
// only with -allsamples.
var slowPuzzles = map[string]bool{
	// Killers: Mathemagic's, and Wecoc's modified extreme killer.
	"MATHEMAGIC_KILLERS#0": true, "MATHEMAGIC_KILLERS#1": true,
	"MATHEMAGIC_KILLERS#2": true, "MATHEMAGIC_KILLERS#3": true,
	"MATHEMAGIC_KILLERS#4": true, "MATHEMAGIC_KILLERS#5": true,
	"MATHEMAGIC_KILLERS#6": true, "MATHEMAGIC_KILLERS#7": true,
	"MATHEMAGIC_KILLERS#8": true, "MATHEMAGIC_KILLERS#9": true,
	"MATHEMAGIC_KILLERS#10": true, "MATHEMAGIC_KILLERS#11": true,
	"MATHEMAGIC_KILLERS#12": true, "MATHEMAGIC_KILLERS#13": true,
	"Wecoc #1 [mod B]": true,
	// Outside clues: little killers and sandwiches.
	"LITTLE_KILLER_SNIPES#10": true, "Hailstone - little killer": true,
	"Zero solution: Little Killer": true, "Sandwich snipe 18": true,
	// Lines and a sparse thermometer puzzle.
	"Hard renban 1": true, "Hard renban 2": true, "A kind of magic": true,
}

// loadPuzzles reads testdata/puzzles.jsonl, the ISS puzzles that iss.mjs
// converted at ISS commit e373f98 (README.md says how).
func loadPuzzles(t *testing.T) []entry {
	t.Helper()
	f, err := os.Open("testdata/puzzles.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	entries, err := load(f)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) == 0 {
		t.Fatal("no converted puzzles in testdata/puzzles.jsonl")
	}
	return entries
}

// TestAgreesWithISS checks that, for every converted ISS puzzle our rules
// can read, our count of up to two solutions is ISS's, and so is the
// solution when ISS found one only. The answers are ISS's, recorded by
// iss.mjs convert; neither node nor ISS is needed.
//
// By default it leaves out slowPuzzles and bounds each search at 10 s;
// with -allsamples it takes every puzzle, bounded at 10 minutes. A search
// that reaches its bound skips its subtest (speed is not asserted), as
// does a puzzle our JSON form cannot read yet (a rule another change
// brings), or reads but refuses (rules that fail Check, such as a line
// that passes through a cell twice today).
func TestAgreesWithISS(t *testing.T) {
	bound := 10 * time.Second
	if allsamples.On() {
		bound = 10 * time.Minute
	}
	for _, e := range loadPuzzles(t) {
		t.Run(e.Name, func(t *testing.T) {
			p, err := e.readPuzzle()
			if err != nil {
				t.Skipf("our rules cannot read it yet: %v", err)
			}
			if slowPuzzles[e.Name] && !allsamples.On() {
				t.Skip("slow: checked with -allsamples")
			}
			n, _, _, err := timeCount(&p, bound)
			if errors.Is(err, context.DeadlineExceeded) {
				t.Skipf("no answer within %v", bound)
			}
			if errors.Is(err, sudoku.ErrRules) {
				// Read but refused, as a line through a cell twice is today.
				t.Skipf("our rules refuse it: %v", err)
			}
			if err != nil {
				t.Fatalf("count: %v\nISS: %s", err, e.ISS)
			}
			err = check(&e, &p, n, bound)
			if errors.Is(err, context.DeadlineExceeded) {
				t.Skipf("solution not checked within %v", bound)
			}
			if err != nil {
				t.Errorf("%v\nISS: %s", err, e.ISS)
			}
		})
	}
}

// TestCheckFindsDifferences checks that check reports a count or a
// solution that is not ISS's, so that TestAgreesWithISS can fail.
func TestCheckFindsDifferences(t *testing.T) {
	var unique *entry
	entries := loadPuzzles(t)
	for i := range entries {
		e := &entries[i]
		if _, err := e.readPuzzle(); err == nil && *e.Solutions == 1 &&
			!slowPuzzles[e.Name] {
			unique = e
			break
		}
	}
	if unique == nil {
		t.Fatal("no readable unique puzzle")
	}
	p, err := unique.readPuzzle()
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		edit func(e *entry)
		want string // in the error; empty for none
	}{
		{"same", func(e *entry) {}, ""},
		{"count", func(e *entry) { two := 2; e.Solutions = &two }, "count 1, ISS 2"},
		{"solution", func(e *entry) {
			b := []byte(e.Solution)
			b[0], b[1] = b[1], b[0]
			e.Solution = string(b)
		}, "solution " + unique.Solution},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := *unique
			tt.edit(&e)
			err := check(&e, &p, 1, time.Minute)
			switch {
			case tt.want == "" && err != nil:
				t.Errorf("check = %v, want nil", err)
			case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
				t.Errorf("check = %v, want an error with %q", err, tt.want)
			}
		})
	}
}
