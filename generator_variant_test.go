package sudoku

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/sudokugo/sudoku/internal/allsamples"
)

// variantFamilies are the rule families of the benchmarks and of the
// sample sets in testdata/variants, by file name.
var variantFamilies = []struct {
	name string
	gen  Generator
}{
	{"jigsaw", Generator{Layout: JigsawLayout}},
	{"x", Generator{Rules: &Rules{MainDiagonal: true, AntiDiagonal: true}}},
	{"windoku", Generator{Rules: &Rules{Windoku: true}}},
	{"antiknight", Generator{Rules: &Rules{AntiKnight: true}}},
	{"nonconsecutive", Generator{Rules: &Rules{NonConsecutive: true}}},
	{"killer", Generator{Layout: KillerLayout}},
	{"thermo", Generator{Layout: ThermoLayout}},
	{"arrow", Generator{Layout: ArrowLayout}},
	{"kropki", Generator{Layout: KropkiLayout}},
	{"kropki-negative", Generator{Layout: KropkiLayout | NegativeLayout}},
	{"xv", Generator{Layout: XVLayout}},
	{"xv-negative", Generator{Layout: XVLayout | NegativeLayout}},
	{"mixed", Generator{Rules: &Rules{AntiKing: true},
		Layout: JigsawLayout | ThermoLayout | XVLayout}},
}

// variantCases are the options whose output the variant golden file
// locks: every family, and the options that shape the clues.
var variantCases = append(variantFamilies[:len(variantFamilies):len(variantFamilies)], []struct {
	name string
	gen  Generator
}{
	{"killer rot180", Generator{Layout: KillerLayout, Symmetry: Rotate180}},
	{"jigsaw rot180 minimal", Generator{Layout: JigsawLayout, Symmetry: Rotate180, Minimal: true}},
	{"x mirror 26-32 clues", Generator{Rules: &Rules{MainDiagonal: true, AntiDiagonal: true},
		Symmetry: MirrorBoth, MinClues: 26, MaxClues: 32}},
	{"windoku at least 30 clues", Generator{Rules: &Rules{Windoku: true}, MinClues: 30}},
	{"thermo arrow diagonal", Generator{Layout: ThermoLayout | ArrowLayout, Symmetry: Diagonal}},
	{"disjoint kropki", Generator{Rules: &Rules{DisjointGroups: true}, Layout: KropkiLayout}},
}...)

// checkVariant fails the test unless p has every property that gen asks
// for: rules that Check accepts and that hold for the solution; a puzzle
// that the independent backtracker finds unique; the clues of the
// symmetry within the bounds; and, for the layouts, the shapes they
// promise.
func checkVariant(t tb, gen Generator, p Generated) {
	t.Helper()
	if p.Rules == nil {
		t.Fatalf("%v: no rules", p.Puzzle)
	}
	if err := p.Rules.Check(); err != nil {
		t.Fatalf("%v: %v", p.Puzzle, err)
	}
	if gen.Layout == 0 && p.Rules != gen.Rules {
		t.Fatalf("%v: rules %p, want the Generator's %p", p.Puzzle, p.Rules, gen.Rules)
	}
	clues := 0
	for c, v := range p.Puzzle {
		if v == 0 {
			continue
		}
		clues++
		if v != p.Solution[c] {
			t.Fatalf("%v: clue %d at %d, solution has %d", p.Puzzle, v, c, p.Solution[c])
		}
		for _, im := range images(gen.Symmetry, c/9, c%9) {
			if p.Puzzle[im[0]*9+im[1]] == 0 {
				t.Fatalf("%v breaks %v at r%dc%d", p.Puzzle, gen.Symmetry, im[0]+1, im[1]+1)
			}
		}
	}
	if clues != p.Clues || clues < gen.MinClues || gen.MaxClues > 0 && clues > gen.MaxClues {
		t.Fatalf("%v has %d clues (Clues says %d), want %d-%d", p.Puzzle, clues, p.Clues, gen.MinClues, gen.MaxClues)
	}
	if !bruteValid(p.Rules, p.Solution) {
		t.Fatalf("solution %v breaks the rules %+v", p.Solution, p.Rules)
	}
	if n := bruteCount(p.Rules, p.Puzzle, 2); n != 1 {
		t.Fatalf("%v has %d solutions under %+v, want 1", p.Puzzle, n, p.Rules)
	}
	if gen.Minimal || gen.Layout&KillerLayout != 0 && gen.Symmetry == NoSymmetry {
		for c, v := range p.Puzzle {
			if v == 0 {
				continue
			}
			q := p.Puzzle
			q[c] = 0
			if bruteCount(p.Rules, q, 2) == 1 {
				t.Fatalf("%v: clue at %d can go", p.Puzzle, c)
			}
		}
	}
	checkLayouts(t, gen, p)
}

// checkLayouts checks the shapes of the layouts that gen drew.
func checkLayouts(t tb, gen Generator, p Generated) {
	t.Helper()
	rs := p.Rules
	if gen.Layout&JigsawLayout != 0 {
		if rs.Regions == nil {
			t.Fatalf("%v: no regions", p.Puzzle)
		}
		checkDrawnRegions(t, *rs.Regions)
	}
	if gen.Layout&KillerLayout != 0 {
		checkDrawnCages(t, p.Solution, rs.Cages)
	}
	if gen.Layout&(ThermoLayout|ArrowLayout) != 0 {
		checkDrawnLines(t, p.Solution, rs.Thermos, rs.Arrows)
	}
	var kinds []DotKind
	if gen.Layout&KropkiLayout != 0 {
		kinds = append(kinds, WhiteDot, BlackDot)
	}
	if gen.Layout&XVLayout != 0 {
		kinds = append(kinds, XMark, VMark)
	}
	every := gen.Layout&NegativeLayout != 0
	checkDrawnDots(t, p.Solution, rs.Dots, kinds, every)
	if every && (rs.AllWhite != (gen.Layout&KropkiLayout != 0) || rs.AllXV != (gen.Layout&XVLayout != 0)) {
		t.Fatalf("%v: negative rules white %v black %v xv %v for %v",
			p.Puzzle, rs.AllWhite, rs.AllBlack, rs.AllXV, gen.Layout)
	}
}

// TestGeneratorVariants checks a few puzzles of every case against the
// independent checker.
//
// What it samples: the puzzles of seeds 0 and 1 of each case (seed 0 with
// -short), but none of the non-consecutive family, whose puzzles of few
// clues take the checker several seconds each (seeds 0 and 1 with
// -allsamples; TestVariantSamples checks its sample set by default).
func TestGeneratorVariants(t *testing.T) {
	for _, tc := range variantCases {
		t.Run(tc.name, func(t *testing.T) {
			seeds := uint32(allsamples.Size(2, 2, 1))
			if tc.name == "nonconsecutive" {
				seeds = uint32(allsamples.Size(2, 0, 0))
			}
			if seeds == 0 {
				t.Skip("non-consecutive puzzles take the checker seconds: -allsamples checks them")
			}
			for seed := range seeds {
				p, err := tc.gen.Generate(context.Background(), NewMulberry32(seed))
				if err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
				checkVariant(t, tc.gen, p)
			}
		})
	}
}

// TestGeneratorVariantProperties checks puzzles of random families and
// seeds.
func TestGeneratorVariantProperties(t *testing.T) {
	// Each case generates a puzzle and proves it unique with the plain
	// backtracker, a good part of a second: the package's default of
	// 2,000 cases would take minutes. A run checks 15 puzzles, one with
	// -allsamples 100, and a short one 10 (rapid takes a fifth).
	withChecks(t, allsamples.Size(100, 15, 50))
	rapid.Check(t, func(rt *rapid.T) {
		tc := variantFamilies[rapid.IntRange(0, len(variantFamilies)-1).Draw(rt, "family")]
		if tc.name == "nonconsecutive" {
			// TestGeneratorVariants checks them with -allsamples.
			rt.Skip("non-consecutive puzzles take the checker seconds")
		}
		sym := Symmetry(rapid.IntRange(0, int(numSymmetries)-1).Draw(rt, "symmetry"))
		gen := tc.gen
		gen.Symmetry = sym
		seed := rapid.Uint32().Draw(rt, "seed")
		p, err := gen.Generate(context.Background(), NewMulberry32(seed))
		if err != nil {
			rt.Fatalf("%s %v seed %d: %v", tc.name, sym, seed, err)
		}
		checkVariant(rt, gen, p)
	})
}

// puzzleLine returns the one-line JSON form of p's puzzle and rules.
func puzzleLine(t tb, p Generated) string {
	t.Helper()
	var rs Rules
	if p.Rules != nil {
		rs = *p.Rules
	}
	b, err := json.Marshal(Puzzle{Grid: p.Puzzle, Rules: rs})
	if err != nil {
		t.Fatalf("%v: %v", p.Puzzle, err)
	}
	return string(b)
}

// TestGeneratorVariantGolden locks the puzzles of variantCases for two
// seeds each; -update rewrites testdata/generator_variants.golden.
func TestGeneratorVariantGolden(t *testing.T) {
	var out strings.Builder
	for _, tc := range variantCases {
		for seed := range uint32(2) {
			p, err := tc.gen.Generate(context.Background(), NewMulberry32(seed))
			if err != nil {
				t.Fatalf("%s, seed %d: %v", tc.name, seed, err)
			}
			fmt.Fprintf(&out, "%s\t%d\t%d\t%v\t%s\n", tc.name, seed, p.Tries, p.Solution, puzzleLine(t, p))
		}
	}
	checkGolden(t, "generator_variants.golden", "generated puzzles", out.String())
}

func TestGeneratorVariantOptions(t *testing.T) {
	x := &Rules{MainDiagonal: true}
	for _, tc := range []struct {
		name string
		gen  Generator
	}{
		{"level", Generator{Rules: x, Level: Easy}},
		{"rating", Generator{Layout: KillerLayout, MaxRating: 3}},
		{"grade", Generator{Layout: ThermoLayout, Grade: true}},
		{"unknown layout", Generator{Layout: 1 << 7}},
		{"negative alone", Generator{Layout: NegativeLayout | ThermoLayout}},
		{"killer min clues", Generator{Layout: KillerLayout, MinClues: 3}},
		{"jigsaw over regions", Generator{Rules: &Rules{Regions: &[81]uint8{}}, Layout: JigsawLayout}},
		{"killer over cages", Generator{Rules: &Rules{Cages: []Cage{{Cells: []int{0, 1}, Sum: 3}}},
			Layout: KillerLayout}},
		{"bad rules", Generator{Rules: &Rules{Thermos: []Thermo{{Cells: []int{0, 80}}}}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := tc.gen.Generate(context.Background(), NewMulberry32(1))
			if !errors.Is(err, ErrOptions) {
				t.Errorf("error %v, want ErrOptions", err)
			}
		})
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := (Generator{Layout: KillerLayout}).Generate(ctx, NewMulberry32(1)); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled context: error %v, want context.Canceled", err)
	}
	// Variant rules make puzzles of fewer than 17 clues: a bound below
	// 17 is no error for them.
	killer := Generator{Layout: KillerLayout, MaxClues: 5}
	if p, err := killer.Generate(context.Background(), NewMulberry32(1)); err != nil || p.Clues > 5 {
		t.Errorf("killer of 5 clues at most: %d clues, error %v", p.Clues, err)
	}
	// Anti-knight rules treat all digits alike, so seven clues leave two
	// digits that swap: no puzzle has so few.
	gen := Generator{Rules: &Rules{AntiKnight: true}, MaxClues: 7, MaxTries: 3}
	if _, err := gen.Generate(context.Background(), NewMulberry32(1)); !errors.Is(err, ErrBudget) {
		t.Errorf("7 clues at most: error %v, want ErrBudget", err)
	}
}

// TestGeneratorRulesUntouched checks that Generate leaves the
// Generator's rules as they were when it draws layouts over them.
func TestGeneratorRulesUntouched(t *testing.T) {
	rs := &Rules{
		Thermos: []Thermo{{Cells: []int{0, 1, 2}}},
		Dots:    make([]Dot, 1, 8),
	}
	rs.Dots[0] = Dot{A: 40, B: 41, Kind: WhiteDot}
	before := fmt.Sprintf("%+v", *rs)
	gen := Generator{Rules: rs, Layout: ThermoLayout | KropkiLayout}
	for seed := range uint32(3) {
		p, err := gen.Generate(context.Background(), NewMulberry32(seed))
		if err != nil {
			t.Fatal(err)
		}
		checkVariant(t, gen, p)
		if after := fmt.Sprintf("%+v", *rs); after != before || len(rs.Dots[:cap(rs.Dots)]) != 8 ||
			rs.Dots[:2][1] != (Dot{}) {
			t.Fatalf("rules changed: %s, was %s", after, before)
		}
	}
}

// BenchmarkGenerateVariant measures the Generator for each rule family,
// with cpu-ns/op, the user processor time per puzzle, as
// BenchmarkHouseCount2 does; for killers it reports the fraction of
// puzzles that need givens.
func BenchmarkGenerateVariant(b *testing.B) {
	for _, tc := range variantFamilies {
		b.Run(tc.name, func(b *testing.B) {
			b.ReportAllocs()
			r := NewMulberry32(1)
			tries, givens := 0, 0
			start := cpuTime()
			for b.Loop() {
				p, err := tc.gen.Generate(context.Background(), r)
				if err != nil {
					b.Fatal(err)
				}
				tries += p.Tries
				if p.Clues > 0 {
					givens++
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
			b.ReportMetric(float64(cpuTime()-start)/float64(b.N), "cpu-ns/op")
			b.ReportMetric(float64(tries)/float64(b.N), "tries/op")
			if tc.gen.Layout&KillerLayout != 0 {
				b.ReportMetric(float64(givens)/float64(b.N), "given-frac")
			}
		})
	}
}

var writeVariants = flag.Int("variants", 0,
	"rewrite testdata/variants with this many puzzles per family")

// TestVariantSamples checks the sample sets in testdata/variants: every
// line is a puzzle in JSON whose rules pass Check, which is unique, and
// which is what the family's Generator makes for its seed: line i is the
// Generator run with NewMulberry32(i).
//
// What it samples: every line is checked for uniqueness, and the first
// 20 of each family are made again: enough to catch a change of output,
// which changes most lines. Of the non-consecutive family, whose puzzles
// take the engine about 0.05 s of processor time to prove unique and the
// Generator 0.2 s to make, the first 20 are checked and the first 5
// made again. With -allsamples it checks and makes every line again,
// which costs about a minute of processor time, most of it the
// non-consecutive and mixed families; with -short, it makes the first
// line and checks the uniqueness of the first 10. The families run in
// parallel. With -variants N it rewrites them first, with N puzzles per
// family:
//
//	go test -run TestVariantSamples -variants 200
func TestVariantSamples(t *testing.T) {
	for _, tc := range variantFamilies {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			path := filepath.Join("testdata", "variants", tc.name+".txt")
			if *writeVariants > 0 {
				writeSamples(t, path, tc.gen, *writeVariants)
			}
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
			regenerate := allsamples.Size(len(lines), 20, 1)
			unique := allsamples.Size(len(lines), len(lines), 10)
			if tc.name == "nonconsecutive" {
				regenerate = allsamples.Size(len(lines), 5, 1)
				unique = allsamples.Size(len(lines), 20, 10)
			}
			stale := 0
			for i, line := range lines {
				var p Puzzle
				if err := json.Unmarshal([]byte(line), &p); err != nil {
					t.Fatalf("%s:%d: %v", path, i+1, err)
				}
				if err := p.Rules.Check(); err != nil {
					t.Fatalf("%s:%d: %v", path, i+1, err)
				}
				if i < unique && !p.Rules.IsUnique(p.Grid) {
					t.Fatalf("%s:%d: not unique", path, i+1)
				}
				if i >= regenerate {
					continue
				}
				g, err := tc.gen.Generate(context.Background(), NewMulberry32(uint32(i)))
				if err != nil {
					t.Fatal(err)
				}
				if got := puzzleLine(t, g); got != line {
					// Name the first few lines that differ, count all.
					if stale++; stale <= 3 {
						t.Errorf("%s:%d is\n%s\nthe Generator makes\n%s", path, i+1, line, got)
					}
				}
			}
			if stale > 0 {
				t.Errorf("%s: %d of %d lines are not what the Generator makes; "+
					"remake the sample sets with -variants %d", path, stale, regenerate, len(lines))
			}
		})
	}
}

// writeSamples writes n puzzles of gen to path, one JSON line each.
func writeSamples(t *testing.T, path string, gen Generator, n int) {
	t.Helper()
	var out strings.Builder
	for i := range n {
		p, err := gen.Generate(context.Background(), NewMulberry32(uint32(i)))
		if err != nil {
			t.Fatalf("seed %d: %v", i, err)
		}
		out.WriteString(puzzleLine(t, p) + "\n")
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}
