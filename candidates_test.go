package sudoku

import (
	"errors"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// wantMarks computes the marks of an empty cell of g from first
// principles: the digits that no cell in the same row, column or box
// holds. It does not use the package's tables.
func wantMarks(g Grid, cell int) Digits {
	m := Digits(1<<9 - 1)
	r, c := cell/9, cell%9
	for o := range 81 {
		or, oc := o/9, o%9
		same := or == r || oc == c || (or/3 == r/3 && oc/3 == c/3)
		if same && g[o] != 0 {
			m &^= 1 << (g[o] - 1)
		}
	}
	return m
}

func TestNewCandidates(t *testing.T) {
	p := mustParse(t, knownPuzzle)
	c, err := NewCandidates(p)
	if err != nil {
		t.Fatal(err)
	}
	if !c.Unique() {
		t.Error("Unique() = false for a unique puzzle")
	}
	if c.Grid() != p {
		t.Errorf("Grid() = %v, want %v", c.Grid(), p)
	}
	for cell := range 81 {
		if p[cell] != 0 {
			if c.Value(cell) != p[cell] || c.Marks(cell) != 0 {
				t.Errorf("%s: value %d marks %v, want %d and none",
					cellName(cell), c.Value(cell), c.Marks(cell), p[cell])
			}
			continue
		}
		if got, want := c.Marks(cell), wantMarks(p, cell); got != want {
			t.Errorf("%s: marks %v, want %v", cellName(cell), got, want)
		}
	}
	if c.Value(-1) != 0 || c.Value(81) != 0 || c.Marks(81) != 0 {
		t.Error("a cell out of range has a value or marks")
	}
}

func TestNewCandidatesErrors(t *testing.T) {
	var bad Grid
	bad[40] = 12
	var clash Grid
	clash[0], clash[80] = 5, 5
	clash[8] = 5
	var dead Grid // r1c9 has no digit left: 1-8 in its row, 9 in its column
	for i := range 8 {
		dead[i] = uint8(i + 1)
	}
	dead[17] = 9
	tests := []struct {
		name string
		g    Grid
		want error
	}{
		{"value", bad, ErrValue},
		{"conflict", clash, ErrConflict},
		{"no solution", dead, ErrNoSolution},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := NewCandidates(tc.g); !errors.Is(err, tc.want) {
				t.Errorf("NewCandidates: %v, want %v", err, tc.want)
			}
			if _, err := Rate(tc.g); !errors.Is(err, tc.want) {
				t.Errorf("Rate: %v, want %v", err, tc.want)
			}
			if _, err := Path(tc.g); !errors.Is(err, tc.want) {
				t.Errorf("Path: %v, want %v", err, tc.want)
			}
		})
	}
	var ve *ValueError
	if _, err := NewCandidates(bad); !errors.As(err, &ve) || ve.Cell != 40 {
		t.Errorf("NewCandidates: %v, want a ValueError at r5c5", err)
	}
}

func TestSeveralSolutions(t *testing.T) {
	// The known puzzle with two solutions (issue 2).
	p := mustParse(t, "4689..2159532146877128564391245..896876492153539168724285649371341785962697321548")
	c, err := NewCandidates(p)
	if err != nil {
		t.Fatal(err)
	}
	if c.Unique() {
		t.Error("Unique() = true for a puzzle with two solutions")
	}
	if _, err := Rate(p); !errors.Is(err, ErrNotUnique) {
		t.Errorf("Rate: %v, want ErrNotUnique", err)
	}
	steps, err := Path(p)
	if !errors.Is(err, ErrStuck) {
		t.Errorf("Path: %v, want ErrStuck", err)
	}
	sols := Solve(p, 10)
	for _, st := range steps {
		if needsUnique(st.Technique) {
			t.Errorf("Path used %v on a puzzle with two solutions", st.Technique)
		}
		// Every step must hold in every solution.
		for _, s := range sols {
			checkStep(t, st, s)
		}
	}
	if _, err := NewPosition(p, Grid{}, nil); !errors.Is(err, ErrNotUnique) {
		t.Errorf("NewPosition: %v, want ErrNotUnique", err)
	}
}

func TestNewPosition(t *testing.T) {
	p := mustParse(t, knownPuzzle)
	sol := mustParse(t, knownSolution)
	var entries Grid
	entries[2], entries[4] = sol[2], sol[4] // r1c3, r1c5: right
	entries[0] = p[0]                       // a given repeated: allowed
	c, err := NewPosition(p, entries, nil)
	if err != nil {
		t.Fatal(err)
	}
	if c.Value(2) != sol[2] || c.Value(4) != sol[4] || c.Marks(2) != 0 {
		t.Errorf("entries not placed: %v", c.Grid())
	}
	if c.Marks(3).Has(sol[2]) && inHouse(3, 0) {
		t.Errorf("r1c4 still has the mark %d that r1c3 holds", sol[2])
	}

	wrong := entries
	wrong[10] = sol[10]%9 + 1 // r2c2 holds a given; a different digit there
	wrong[12] = sol[12]%9 + 1 // r2c4: wrong
	_, err = NewPosition(p, wrong, nil)
	var me *MistakeError
	if !errors.As(err, &me) || me.Cell != 10 || me.Digit != wrong[10] || me.Mark {
		t.Errorf("wrong entries: %v, want a mistake at r2c2", err)
	}
	if !errors.Is(err, ErrMistake) {
		t.Errorf("%v does not wrap ErrMistake", err)
	}

	var marks [81]Digits
	marks[3] = Digits(1<<9-1) &^ (1 << (sol[3] - 1)) // r1c4 loses its answer
	_, err = NewPosition(p, Grid{}, &marks)
	if !errors.As(err, &me) || me.Cell != 3 || me.Digit != sol[3] || !me.Mark {
		t.Errorf("wrong marks: %v, want a missing mark %d at r1c4", err, sol[3])
	}
	if want := "r1c4 lacks the pencil mark 9: contradicts the solution"; err.Error() != want {
		t.Errorf("message %q, want %q", err.Error(), want)
	}

	marks = [81]Digits{}
	marks[3] = 1<<(sol[3]-1) | 1<<15 // the answer, and a bit above the ninth
	c, err = NewPosition(p, Grid{}, &marks)
	if err != nil {
		t.Fatal(err)
	}
	if c.Marks(3) != 1<<(sol[3]-1) {
		t.Errorf("r1c4 marks %v, want only %d", c.Marks(3), sol[3])
	}
	st, err := Hint(c)
	if err != nil {
		t.Fatal(err)
	}
	checkStep(t, st, sol)

	var big Grid
	big[7] = 10
	var ve *ValueError
	if _, err := NewPosition(p, big, nil); !errors.As(err, &ve) || ve.Cell != 7 {
		t.Errorf("entries above 9: %v, want a ValueError at r1c8", err)
	}
}

func TestHintEnds(t *testing.T) {
	if _, err := Hint(Candidates{}); !errors.Is(err, ErrNoSolution) {
		t.Errorf("Hint(zero): %v, want ErrNoSolution", err)
	}
	c, err := NewCandidates(mustParse(t, knownSolution))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Hint(c); !errors.Is(err, ErrSolved) {
		t.Errorf("Hint(solved): %v, want ErrSolved", err)
	}
	if !c.Solved() {
		t.Error("Solved() = false for a full grid")
	}
	steps, err := Path(mustParse(t, knownSolution))
	if err != nil || len(steps) != 0 {
		t.Errorf("Path(solved) = %d steps, %v", len(steps), err)
	}
}

func TestApplySkipsBadItems(t *testing.T) {
	c, err := NewCandidates(mustParse(t, knownPuzzle))
	if err != nil {
		t.Fatal(err)
	}
	before := c
	c.Apply(Step{
		Placements:   []Candidate{{-1, 3}, {81, 3}, {0, 5}, {2, 0}, {2, 10}},
		Eliminations: []Candidate{{-5, 1}, {90, 1}, {2, 0}, {2, 12}},
	})
	if c != before {
		t.Error("Apply changed the state for invalid items or a filled cell")
	}
}

func TestDigits(t *testing.T) {
	d := Digits(1<<0 | 1<<6 | 1<<15)
	if !d.Has(1) || !d.Has(7) || d.Has(2) || d.Has(0) || d.Has(10) || d.Has(16) {
		t.Errorf("Has is wrong for %016b", d)
	}
	if d.Len() != 2 || d.String() != "17" || Digits(0).String() != "-" {
		t.Errorf("Len %d String %q", d.Len(), d.String())
	}
}

func TestLevels(t *testing.T) {
	tests := []struct {
		tenths int
		want   Level
	}{
		{10, Easy}, {23, Easy}, {24, Medium}, {26, Medium}, {40, Medium},
		{42, Hard}, {54, Hard}, {56, Expert}, {69, Expert}, {70, Extreme}, {100, Extreme},
	}
	for _, tc := range tests {
		if got := levelOf(tc.tenths); got != tc.want {
			t.Errorf("levelOf(%d) = %v, want %v", tc.tenths, got, tc.want)
		}
	}
	if Extreme.String() != "extreme" || Level(0).String() != "level(0)" {
		t.Errorf("String: %q %q", Extreme, Level(0))
	}
}

func TestLengthBonus(t *testing.T) {
	// Sudoku Explainer's length steps: 4, 6, 8, 12, 16, 24, 32, ...
	want := map[int]int{3: 0, 4: 0, 5: 1, 6: 1, 7: 2, 8: 2, 9: 3, 12: 3, 13: 4, 16: 4, 17: 5, 24: 5, 25: 6}
	for n, b := range want {
		if got := lengthBonus(n); got != b {
			t.Errorf("lengthBonus(%d) = %d, want %d", n, got, b)
		}
	}
}

// TestHintProperty checks Hint on random positions of random puzzles: a
// part of the solution entered, pencil marks thinned to a random subset
// holding the solution's digit. The step must agree with the solution.
func TestHintProperty(t *testing.T) {
	// A pool of puzzles, since making one costs more than the check.
	var pool [16][2]Grid
	r := NewMulberry32(11)
	for i := range pool {
		pool[i][0], pool[i][1] = Generate(r)
	}
	rapid.Check(t, func(rt *rapid.T) {
		i := rapid.IntRange(0, len(pool)-1).Draw(rt, "puzzle")
		p, sol := pool[i][0], pool[i][1]
		var entries Grid
		var marks [81]Digits
		for cell := range 81 {
			if p[cell] != 0 {
				continue
			}
			switch rapid.IntRange(0, 3).Draw(rt, "kind") {
			case 0:
				entries[cell] = sol[cell]
			case 1:
				keep := rapid.Uint16Range(0, 1<<9-1).Draw(rt, "marks")
				marks[cell] = Digits(keep) | 1<<(sol[cell]-1)
			}
		}
		c, err := NewPosition(p, entries, &marks)
		if err != nil {
			rt.Fatal(err)
		}
		for range 5 {
			st, err := Hint(c)
			if errors.Is(err, ErrSolved) {
				return
			}
			if err != nil {
				rt.Fatal(err)
			}
			for _, pl := range st.Placements {
				if sol[pl.Cell] != pl.Digit {
					rt.Fatalf("%s places %d in %s", st.Explain(), pl.Digit, cellName(pl.Cell))
				}
			}
			for _, e := range st.Eliminations {
				if sol[e.Cell] == e.Digit {
					rt.Fatalf("%s eliminates the answer at %s", st.Explain(), cellName(e.Cell))
				}
			}
			c.Apply(st)
		}
	})
}

func TestCandidatesString(t *testing.T) {
	c, err := NewCandidates(mustParse(t, knownPuzzle))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(c.String(), "\n"), "\n")
	if len(lines) != 11 {
		t.Fatalf("String has %d lines, want 11:\n%s", len(lines), c.String())
	}
	// The first cell is the given 4; r1c3 is empty, its marks r1c3's.
	fields := strings.Fields(lines[0])
	if fields[0] != "4" || fields[2] != c.Marks(2).String() {
		t.Errorf("first line %q, want 4 and %v first and third", lines[0], c.Marks(2))
	}
	if !strings.Contains(lines[3], "+") {
		t.Errorf("line 4 %q is not a separator", lines[3])
	}
}
