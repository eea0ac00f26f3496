package main

import (
	"testing"

	"github.com/sudokugo/sudoku"
)

func TestIntRange(t *testing.T) {
	tests := []struct {
		in     string
		lo, hi int
		err    string
	}{
		{"24-30", 24, 30, ""},
		{"24-", 24, 0, ""},
		{"-30", 0, 30, ""},
		{"25", 25, 25, ""},
		{"30-24", 0, 0, "30 is above 24"},
		{"-", 0, 0, "want MIN-MAX"},
		{"", 0, 0, ""}, // no bounds, as String writes them
		{"0-5", 0, 0, `"0" is not a positive whole number`},
		{"a-5", 0, 0, `"a" is not a positive whole number`},
		{"1-2-3", 0, 0, `"2-3" is not a positive whole number`},
		{"81", 81, 81, ""},
		{"90", 0, 0, "90 is above 81, the number of cells"},
		{"20-82", 0, 0, "82 is above 81, the number of cells"},
		{"99999999999999999999-", 0, 0, `"99999999999999999999" is not a positive whole number`},
	}
	for _, tt := range tests {
		var r intRange
		err := r.Set(tt.in)
		switch {
		case tt.err != "":
			if err == nil || err.Error() != tt.err {
				t.Errorf("Set(%q): error %v, want %s", tt.in, err, tt.err)
			}
		case err != nil:
			t.Errorf("Set(%q): %v", tt.in, err)
		case r.lo != tt.lo || r.hi != tt.hi:
			t.Errorf("Set(%q) = %d-%d, want %d-%d", tt.in, r.lo, r.hi, tt.lo, tt.hi)
		default:
			// The text reads back to the same range.
			var back intRange
			if err := back.Set(r.String()); err != nil || back != r {
				t.Errorf("Set(%q).String() = %q reads back as %v, %v", tt.in, r.String(), back, err)
			}
		}
	}
}

func TestRatingRange(t *testing.T) {
	tests := []struct {
		in     string
		lo, hi float64
		err    string
	}{
		{"2.6-4", 2.6, 4, ""},
		{"6.5-", 6.5, 0, ""},
		{"-2.3", 0, 2.3, ""},
		{"7.2", 7.2, 7.2, ""},
		{"4-2.6", 0, 0, "4 is above 2.6"},
		{"0-3", 0, 0, `"0" is not a positive rating`},
		{"NaN", 0, 0, `"NaN" is not a positive rating`},
		{"1-Inf", 0, 0, `"Inf" is not a positive rating`},
	}
	for _, tt := range tests {
		var r ratingRange
		err := r.Set(tt.in)
		switch {
		case tt.err != "":
			if err == nil || err.Error() != tt.err {
				t.Errorf("Set(%q): error %v, want %s", tt.in, err, tt.err)
			}
		case err != nil:
			t.Errorf("Set(%q): %v", tt.in, err)
		case r.lo != tt.lo || r.hi != tt.hi:
			t.Errorf("Set(%q) = %v-%v, want %v-%v", tt.in, r.lo, r.hi, tt.lo, tt.hi)
		default:
			var back ratingRange
			if err := back.Set(r.String()); err != nil || back != r {
				t.Errorf("Set(%q).String() = %q reads back as %v, %v", tt.in, r.String(), back, err)
			}
		}
	}
}

func TestLevelValue(t *testing.T) {
	for _, l := range []sudoku.Level{0, sudoku.Easy, sudoku.Medium, sudoku.Hard, sudoku.Expert, sudoku.Extreme} {
		v := levelValue(l)
		var back levelValue
		if err := back.Set(v.String()); err != nil || back != v {
			t.Errorf("level %d: %q reads back as %d, %v", l, v.String(), back, err)
		}
	}
	var v levelValue
	const want = "unknown level (want any, easy, medium, hard, expert, extreme)"
	if err := v.Set("diabolical"); err == nil || err.Error() != want {
		t.Errorf("Set(diabolical): error %v, want %s", err, want)
	}
}
