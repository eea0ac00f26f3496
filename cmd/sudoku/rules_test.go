package main

import (
	"flag"
	"io"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/sudokugo/sudoku"
)

func TestRulesValue(t *testing.T) {
	tests := []struct {
		in      string
		layouts bool // generate's flag
		rules   sudoku.Rules
		layout  sudoku.Layout
		err     string // in the error, or "" for none
	}{
		{in: "", rules: sudoku.Rules{}},
		{in: "classic", rules: sudoku.Rules{}},
		{in: "x", rules: sudoku.Rules{MainDiagonal: true, AntiDiagonal: true}},
		{in: "main", rules: sudoku.Rules{MainDiagonal: true}},
		{in: "diagonal-", rules: sudoku.Rules{MainDiagonal: true}},
		{in: "anti", rules: sudoku.Rules{AntiDiagonal: true}},
		{in: "diagonal+", rules: sudoku.Rules{AntiDiagonal: true}},
		{in: "windoku, disjoint ,antiknight,antiking,nonconsecutive",
			rules: sudoku.Rules{Windoku: true, DisjointGroups: true,
				AntiKnight: true, AntiKing: true, NonConsecutive: true}},
		{in: "x,,x", rules: sudoku.Rules{MainDiagonal: true, AntiDiagonal: true}},
		{in: "killer", err: "killer is a layout that only generate draws"},
		{in: "X", err: `unknown rule "X"`},
		{in: "hyper", err: `unknown rule "hyper"`},
		{in: "windoku,killer,thermo,arrow", layouts: true,
			rules:  sudoku.Rules{Windoku: true},
			layout: sudoku.KillerLayout | sudoku.ThermoLayout | sudoku.ArrowLayout},
		{in: "jigsaw,kropki,xv,negative", layouts: true,
			layout: sudoku.JigsawLayout | sudoku.KropkiLayout | sudoku.XVLayout | sudoku.NegativeLayout},
		{in: "sandwich", layouts: true, err: `unknown rule "sandwich"`},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			fs := flag.NewFlagSet("test", flag.ContinueOnError)
			fs.SetOutput(io.Discard)
			v := rulesFlag(fs, tt.layouts)
			err := fs.Parse([]string{"-rules", tt.in})
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("error %v, want one with %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.rules, v.rules); diff != "" {
				t.Errorf("rules (-want +got):\n%s", diff)
			}
			if v.layout != tt.layout {
				t.Errorf("layout %v, want %v", v.layout, tt.layout)
			}
		})
	}
}

// TestRulesOf checks that the rules of the flag are added to a record's
// own, which are left unchanged, and that a bad rule set is an error at
// the record.
func TestRulesOf(t *testing.T) {
	flagRules := &rulesValue{rules: sudoku.Rules{AntiKing: true}}
	own := &sudoku.Rules{Windoku: true, Cages: []sudoku.Cage{{Cells: []int{0, 1}, Sum: 3}}}
	rec := &record{name: "in", line: 4, rules: own}
	rs, err := flagRules.of(rec)
	if err != nil {
		t.Fatal(err)
	}
	want := sudoku.Rules{Windoku: true, AntiKing: true, Cages: own.Cages}
	if diff := cmp.Diff(&want, rs); diff != "" {
		t.Errorf("rules (-want +got):\n%s", diff)
	}
	if own.AntiKing {
		t.Error("the record's own rules were changed")
	}
	// Classic stays nil, the fast path.
	if rs, err := (&rulesValue{}).of(&record{}); rs != nil || err != nil {
		t.Errorf("classic: %v, %v; want nil, nil", rs, err)
	}
	bad := &record{name: "in", line: 7, rules: &sudoku.Rules{
		Cages: []sudoku.Cage{{Cells: []int{0, 1}, Sum: 50}}}}
	_, err = flagRules.of(bad)
	const msg = "in:7:1: cage 0 (r1c1 r1c2): total 50 cannot be made: invalid rules"
	if err == nil || err.Error() != msg {
		t.Errorf("error %v, want %s", err, msg)
	}
}
