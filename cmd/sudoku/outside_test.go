package main

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/sudokugo/sudoku"
)

// TestOutsideRulesKept checks that a puzzle line whose only rules are
// outside clues keeps them: "Between 1 and 9", a published sandwich
// puzzle of three givens (its source is named by the Interactive Sudoku
// Solver's examples), is unique under its clues and has many solutions
// without them.
func TestOutsideRulesKept(t *testing.T) {
	var p sudoku.Puzzle
	p.Grid[20], p.Grid[40], p.Grid[60] = 1, 5, 9
	for k, v := range []int{8, 4, 17, 35, 14, 13, 3, 10, 25, 4, 33, 20, 17, 26, 10, 16, 24, 0} {
		cells := make([]int, 9)
		for i := range cells {
			if k < 9 {
				cells[i] = i*9 + k // column k+1 from the top
			} else {
				cells[i] = (k-9)*9 + i // row k-8 from the left
			}
		}
		p.Rules.Outside = append(p.Rules.Outside,
			sudoku.OutsideClue{Kind: sudoku.SandwichClue, Cells: cells, Value: v})
	}
	line, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	got, stderr, code := runInput(t, string(line)+"\n", "count", "-limit", "2")
	if code != 0 || stderr != "" || got != "1\n" {
		t.Errorf("count: exit status %d, stderr %q, output %q; want 1", code, stderr, got)
	}
}

// TestZeroRulesKnowsEveryField sets each field of sudoku.Rules alone and
// checks that zeroRules no longer takes the rules for classic ones: a
// field it did not know would be dropped from a puzzle line.
func TestZeroRulesKnowsEveryField(t *testing.T) {
	rt := reflect.TypeFor[sudoku.Rules]()
	for i := range rt.NumField() {
		f := rt.Field(i)
		var rs sudoku.Rules
		v := reflect.ValueOf(&rs).Elem().Field(i)
		switch f.Type.Kind() {
		case reflect.Bool:
			v.SetBool(true)
		case reflect.Slice:
			v.Set(reflect.MakeSlice(f.Type, 1, 1))
		case reflect.Pointer:
			v.Set(reflect.New(f.Type.Elem()))
		default:
			t.Fatalf("Rules.%s is a %v: teach this test about it", f.Name, f.Type)
		}
		if zeroRules(&rs) {
			t.Errorf("zeroRules with Rules.%s set = true", f.Name)
		}
	}
}
