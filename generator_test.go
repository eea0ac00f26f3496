package sudoku

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// checkGolden compares got with the golden file testdata/name, which
// -update rewrites first, and returns the file's contents. what names
// the contents in the message of a difference.
func checkGolden(t *testing.T, name, what, got string) string {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(string(want), got); diff != "" {
		t.Errorf("%s differ from %s (-want +got):\n%s", what, path, diff)
	}
	return string(want)
}

// generatorCases are the options whose output the golden file locks.
var generatorCases = []struct {
	name string
	gen  Generator
}{
	{"zero", Generator{}},
	{"rot180", Generator{Symmetry: Rotate180}},
	{"rot90 minimal", Generator{Symmetry: Rotate90, Minimal: true}},
	{"mirror 24-30 clues", Generator{Symmetry: MirrorBoth, MinClues: 24, MaxClues: 30}},
	{"diagonal", Generator{Symmetry: Diagonal}},
	{"no symmetry, at least 30 clues", Generator{MinClues: 30}},
	{"no symmetry, at most 22 clues", Generator{MaxClues: 22}},
	{"graded", Generator{Grade: true}},
	{"easy", Generator{Level: Easy}},
	{"medium rot180", Generator{Symmetry: Rotate180, Level: Medium}},
	{"hard", Generator{Level: Hard}},
	{"rating 3.0-4.5", Generator{MinRating: 3.0, MaxRating: 4.5}},
}

// checkGenerated fails the test unless p has every property that gen asks
// for, checked with the reference counter and independent symmetry maps.
func checkGenerated(t *testing.T, gen Generator, p Generated) {
	t.Helper()
	checkSolution(t, p.Puzzle, p.Solution)
	if n := refCount(p.Puzzle, 2); n != 1 {
		t.Fatalf("%v has %d solutions, want 1", p.Puzzle, n)
	}
	clues := 0
	for c, v := range p.Puzzle {
		if v == 0 {
			continue
		}
		clues++
		for _, im := range images(gen.Symmetry, c/9, c%9) {
			if p.Puzzle[im[0]*9+im[1]] == 0 {
				t.Fatalf("%v breaks %v at r%dc%d", p.Puzzle, gen.Symmetry, im[0]+1, im[1]+1)
			}
		}
	}
	if clues != p.Clues || clues < gen.MinClues || gen.MaxClues > 0 && clues > gen.MaxClues {
		t.Fatalf("%v has %d clues (Clues says %d), want %d-%d", p.Puzzle, clues, p.Clues, gen.MinClues, gen.MaxClues)
	}
	if gen.Minimal || gen.Symmetry == NoSymmetry && gen.MinClues == 0 {
		checkCarved(t, p.Solution, p.Puzzle)
	}
	if !gen.graded() {
		if p.Grade != (Grade{}) {
			t.Fatalf("%v has the grade %+v, which was not asked for", p.Puzzle, p.Grade)
		}
		return
	}
	grade, err := Rate(p.Puzzle)
	if err != nil || grade != p.Grade {
		t.Fatalf("Rate(%v) = %+v, %v; the Generator said %+v", p.Puzzle, grade, err, p.Grade)
	}
	if gen.Level != 0 && grade.Level != gen.Level ||
		gen.MinRating > 0 && grade.Rating < gen.MinRating-0.05 ||
		gen.MaxRating > 0 && grade.Rating > gen.MaxRating+0.05 {
		t.Fatalf("%v rates %.1f (%v), outside %v %.1f-%.1f", p.Puzzle, grade.Rating, grade.Level,
			gen.Level, gen.MinRating, gen.MaxRating)
	}
}

func TestGeneratorGolden(t *testing.T) {
	var out strings.Builder
	for _, tt := range generatorCases {
		for seed := range uint32(3) {
			p, err := tt.gen.Generate(context.Background(), NewMulberry32(seed))
			if err != nil {
				t.Fatalf("%s, seed %d: %v", tt.name, seed, err)
			}
			checkGenerated(t, tt.gen, p)
			fmt.Fprintf(&out, "%s\t%d\t%v\t%v\t%d\t%.1f\t%v\n",
				tt.name, seed, p.Puzzle, p.Solution, p.Tries, p.Grade.Rating, p.Grade.Level)
		}
	}
	checkGolden(t, "generator.golden", "generated puzzles", out.String())
}

func TestGeneratorBounds(t *testing.T) {
	_, err := Generator{MaxClues: 17, MaxTries: 3}.Generate(context.Background(), NewMulberry32(1))
	if !errors.Is(err, ErrBudget) {
		t.Errorf("17 clues at most: error %v, want ErrBudget", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := (Generator{}).Generate(ctx, NewMulberry32(1)); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled context: error %v, want context.Canceled", err)
	}
}

// TestGeneratorOptions checks that every option that makes no sense, or
// that no puzzle can meet, ends the call at once with ErrOptions and a
// message that names the option, and that the options at the edge of
// what can be met are taken.
func TestGeneratorOptions(t *testing.T) {
	nan, inf := math.NaN(), math.Inf(1)
	bad := []struct {
		gen  Generator
		name string // a word the message must hold
	}{
		{Generator{Symmetry: numSymmetries}, "Symmetry"},
		{Generator{Level: Extreme + 1}, "Level"},
		{Generator{MinClues: -1}, "MinClues"},
		{Generator{MinClues: 82}, "MinClues"},
		{Generator{MinClues: 90}, "MinClues"},
		{Generator{MinClues: math.MaxInt}, "MinClues"},
		{Generator{MaxClues: -1}, "MaxClues"},
		{Generator{MaxClues: 82}, "MaxClues"},
		{Generator{MaxClues: math.MaxInt}, "MaxClues"},
		{Generator{MaxClues: 16}, "MaxClues"},
		{Generator{MaxClues: 1}, "MaxClues"},
		{Generator{MinClues: 30, MaxClues: 25}, "MinClues"},
		{Generator{MaxTries: -1}, "MaxTries"},
		{Generator{MinRating: -1}, "MinRating"},
		{Generator{MinRating: nan}, "MinRating"},
		{Generator{MinRating: inf}, "MinRating"},
		{Generator{MinRating: -inf}, "MinRating"},
		{Generator{MinRating: 1e19}, "MinRating"},
		{Generator{MinRating: math.MaxFloat64}, "MinRating"},
		{Generator{MinRating: 11.8}, "MinRating"},
		{Generator{MaxRating: -1}, "MaxRating"},
		{Generator{MaxRating: nan}, "MaxRating"},
		{Generator{MaxRating: inf}, "MaxRating"},
		{Generator{MaxRating: -inf}, "MaxRating"},
		{Generator{MaxRating: 0.9}, "MaxRating"},
		{Generator{MaxRating: math.SmallestNonzeroFloat64}, "MaxRating"},
		{Generator{MinRating: 5, MaxRating: 4}, "MaxRating"},
		{Generator{Level: Easy, MinRating: 5, MaxRating: 6}, "easy"},
		{Generator{Level: Extreme, MaxRating: 6.9}, "extreme"},
		{Generator{Level: Medium, MinRating: 4.1}, "medium"},
		{Generator{Level: Easy, MinClues: 81}, "MinClues"},
		{Generator{MinRating: 1, MinClues: 81}, "MinClues"},
		{Generator{MaxRating: 10, MinClues: 81}, "MinClues"},
	}
	for _, tt := range bad {
		t.Run(fmt.Sprintf("%+v", tt.gen), func(t *testing.T) {
			r := NewMulberry32(1)
			_, err := tt.gen.Generate(context.Background(), r)
			if !errors.Is(err, ErrOptions) || !strings.Contains(err.Error(), tt.name) {
				t.Fatalf("error %v, want ErrOptions naming %s", err, tt.name)
			}
			if r.Uint32() != NewMulberry32(1).Uint32() {
				t.Error("values were drawn before the options were checked")
			}
		})
	}
	good := []Generator{
		{Level: Medium, MinRating: 4.0},
		{Level: Extreme, MinRating: 7.0, MaxRating: 20},
		{Level: Easy, MaxRating: 1.0},
		{MinRating: 10.0},
		{MinRating: 11.7},
		{MaxRating: 1.0},
		{MaxRating: 1e19},
		{MaxRating: math.MaxFloat64},
		{MinClues: 81, MaxClues: 81},
		{MinClues: 81, Grade: true},
		{MaxClues: 17},
		{MaxClues: 81},
		{MaxTries: math.MaxInt},
	}
	for _, gen := range good {
		if err := gen.check(); err != nil {
			t.Errorf("%+v: %v, want no error", gen, err)
		}
	}
}

// TestGeneratorHugeMaxRating checks that a MaxRating far above every
// rating bounds nothing. It used to overflow when turned into tenths,
// and then every puzzle was refused until the tries ran out.
func TestGeneratorHugeMaxRating(t *testing.T) {
	for _, hi := range []float64{1e19, math.MaxFloat64} {
		gen := Generator{MaxRating: hi, MaxTries: 20}
		p, err := gen.Generate(context.Background(), NewMulberry32(3))
		if err != nil {
			t.Fatalf("MaxRating %v: %v", hi, err)
		}
		checkGenerated(t, gen, p)
	}
}

// TestGeneratorFullGrid checks that MinClues 81 gives the solved grid,
// with 81 clues, and grades it as Rate grades a solved grid.
func TestGeneratorFullGrid(t *testing.T) {
	gen := Generator{MinClues: 81, Grade: true}
	p, err := gen.Generate(context.Background(), NewMulberry32(3))
	if err != nil {
		t.Fatal(err)
	}
	if p.Puzzle != p.Solution || p.Clues != 81 || p.Grade != (Grade{}) {
		t.Errorf("got %+v, want the solved grid, 81 clues and the zero Grade", p)
	}
	checkSolution(t, p.Puzzle, p.Solution)
}

// TestGenerateNil checks what a nil Rand does: Generate takes it as
// NewMulberry32(0), as documented, and Generator.Generate refuses it
// with ErrOptions; neither panics.
func TestGenerateNil(t *testing.T) {
	p, s := Generate(nil)
	wantP, wantS := Generate(NewMulberry32(0))
	if p != wantP || s != wantS {
		t.Errorf("Generate(nil) = %v, %v; want those of seed 0, %v, %v", p, s, wantP, wantS)
	}
	if got, want := Carve(s, nil), Carve(s, NewMulberry32(0)); got != want {
		t.Errorf("Carve(s, nil) = %v; want that of seed 0, %v", got, want)
	}
	x := &Rules{MainDiagonal: true}
	if got, want := x.Carve(s, nil), x.Carve(s, NewMulberry32(0)); got != want {
		t.Errorf("Rules.Carve(s, nil) = %v; want that of seed 0, %v", got, want)
	}
	for _, gen := range []Generator{{}, {Symmetry: Rotate180, Level: Hard}} {
		if _, err := gen.Generate(context.Background(), nil); !errors.Is(err, ErrOptions) ||
			!strings.Contains(err.Error(), "Rand") {
			t.Errorf("%+v with a nil Rand: error %v, want ErrOptions naming Rand", gen, err)
		}
	}
}

// TestGeneratorEndsWhileRating checks that Generate looks at its context
// while it rates a try's puzzle, and not only between tries: with a
// context that is done from its fifth look on (the first is before the
// first try, the next ones within its rating, which looks before each
// step), a call that would take the first puzzle it draws ends with the
// context's error instead, as the rating stopped.
func TestGeneratorEndsWhileRating(t *testing.T) {
	gen := Generator{Grade: true}
	if _, err := gen.Generate(context.Background(), NewMulberry32(5)); err != nil {
		t.Fatalf("without an end: %v", err)
	}
	ctx := &endingContext{Context: context.Background(), at: 5}
	if p, err := gen.Generate(ctx, NewMulberry32(5)); !errors.Is(err, context.Canceled) {
		t.Errorf("Generate = %v, %v; want %v", p.Puzzle, err, context.Canceled)
	}
}
