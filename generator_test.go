package sudoku

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

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
	golden := filepath.Join("testdata", "generator.golden")
	if *update {
		if err := os.WriteFile(golden, []byte(out.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(string(want), out.String()); diff != "" {
		t.Errorf("generated puzzles differ from %s (-want +got):\n%s", golden, diff)
	}
}

func TestGeneratorBounds(t *testing.T) {
	_, err := Generator{MaxClues: 16, MaxTries: 3}.Generate(context.Background(), NewMulberry32(1))
	if !errors.Is(err, ErrBudget) {
		t.Errorf("16 clues at most: error %v, want ErrBudget", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := (Generator{}).Generate(ctx, NewMulberry32(1)); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled context: error %v, want context.Canceled", err)
	}
	for _, gen := range []Generator{
		{Symmetry: numSymmetries},
		{MinClues: -1},
		{MaxTries: -1},
		{MinClues: 30, MaxClues: 25},
		{Level: Extreme + 1},
		{MinRating: -1},
		{MinRating: 5, MaxRating: 4},
		{Level: Easy, MinRating: 5, MaxRating: 6},
		{Level: Extreme, MaxRating: 6.9},
		{Level: Medium, MinRating: 4.1},
	} {
		if _, err := gen.Generate(context.Background(), NewMulberry32(1)); !errors.Is(err, ErrOptions) {
			t.Errorf("%+v: error %v, want ErrOptions", gen, err)
		}
	}
	for _, gen := range []Generator{
		{Level: Medium, MinRating: 4.0},
		{Level: Extreme, MinRating: 7.0, MaxRating: 20},
		{Level: Easy, MaxRating: 1.0},
	} {
		if err := gen.check(); err != nil {
			t.Errorf("%+v: %v, want no error", gen, err)
		}
	}
}
