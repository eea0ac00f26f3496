package sudoku

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A ruleSample is a puzzle under its rules.
type ruleSample struct {
	rs     *Rules
	puzzle Grid
}

// benchFamilies are the families of the benchmarks, by name, with how
// many puzzles each sample set holds (carving non-consecutive puzzles is
// slow, so its set is small).
var benchFamilies = []struct {
	name string
	n    int
}{
	{"jigsaw", 30}, {"x", 30}, {"windoku", 30}, {"disjoint", 30},
	{"anti-knight", 30}, {"anti-king", 30}, {"non-consecutive", 4},
	{"killer", 30}, {"thermo", 30}, {"arrow", 30}, {"kropki", 30},
	{"xv", 30}, {"negative", 30},
}

// sampleCache keeps the sample sets between benchmarks of one run.
var sampleCache = map[string][]ruleSample{}

// samples returns n puzzles of the named family, made deterministically
// from seeds: a random solution of the rules carved with Rules.Carve; for
// killer, cages drawn over a random solution with every cell empty, kept
// when unique.
func samples(b *testing.B, name string, n int) []ruleSample {
	if s, ok := sampleCache[name]; ok {
		return s
	}
	var f family
	for _, g := range families {
		if g.name == name {
			f = g
		}
	}
	var out []ruleSample
	for seed := uint32(1); len(out) < n && seed < 100*uint32(n); seed++ {
		r := NewMulberry32(seed)
		rs := f.shape(r)
		sol, ok := rs.randomSolution(r, 100000)
		if !ok {
			continue
		}
		if f.over != nil {
			f.over(rs, &sol, r)
		}
		if name == "killer" {
			if rs.IsUnique(Grid{}) {
				out = append(out, ruleSample{rs, Grid{}})
			}
			continue
		}
		out = append(out, ruleSample{rs, rs.Carve(sol, r)})
	}
	if len(out) < n {
		b.Fatalf("%s: %d samples of %d", name, len(out), n)
	}
	sampleCache[name] = out
	return out
}

// clues returns the mean number of clues of the puzzles.
func clues(ps []ruleSample) float64 {
	n := 0
	for _, p := range ps {
		for _, v := range p.puzzle {
			if v != 0 {
				n++
			}
		}
	}
	return float64(n) / float64(len(ps))
}

// classicLike returns classic puzzles with at least as many clues as each
// of ps: carved from random grids, stopping at that count.
func classicLike(ps []ruleSample) []ruleSample {
	var out []ruleSample
	for i, p := range ps {
		n := 0
		for _, v := range p.puzzle {
			if v != 0 {
				n++
			}
		}
		r := NewMulberry32(uint32(i) + 1)
		out = append(out, ruleSample{nil, carve(randomGrid(r), r, orbits[NoSymmetry], n)})
	}
	return out
}

// benchSamples runs fn over the samples, reporting puzzles/s and clues.
func benchSamples(b *testing.B, ps []ruleSample, fn func(p *ruleSample)) {
	b.ReportAllocs()
	i := 0
	cpu := processCPU()
	for b.Loop() {
		fn(&ps[i])
		if i++; i == len(ps) {
			i = 0
		}
	}
	reportCPU(b, cpu)
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
	b.ReportMetric(clues(ps), "clues")
}

// BenchmarkRulesCount2 counts, up to 2, the solutions of sample puzzles
// of each family, and for X, windoku and jigsaw classic puzzles carved to
// no fewer clues (the classic-x, ... sets) for comparison.
func BenchmarkRulesCount2(b *testing.B) {
	for _, fam := range benchFamilies {
		ps := samples(b, fam.name, fam.n)
		b.Run(fam.name, func(b *testing.B) {
			benchSamples(b, ps, func(p *ruleSample) { p.rs.Count(p.puzzle, 2) })
		})
		if fam.name == "x" || fam.name == "windoku" || fam.name == "jigsaw" {
			cs := classicLike(ps)
			b.Run("classic-"+fam.name, func(b *testing.B) {
				benchSamples(b, cs, func(p *ruleSample) { Count(p.puzzle, 2) })
			})
		}
	}
}

// BenchmarkRulesSearch is BenchmarkRulesCount2 without the compiling of
// the rules: the general engine's search alone, which must not allocate.
func BenchmarkRulesSearch(b *testing.B) {
	for _, fam := range benchFamilies {
		ps := samples(b, fam.name, fam.n)
		crs := make([]*ruleset, len(ps))
		for i, p := range ps {
			crs[i] = p.rs.compile()
		}
		b.Run(fam.name, func(b *testing.B) {
			b.ReportAllocs()
			i := 0
			nodes := 0
			for b.Loop() {
				nodes += crs[i].countExcept(&ps[i].puzzle, 2, 0, 0)
				if i++; i == len(ps) {
					i = 0
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
		})
	}
}

// BenchmarkRulesCompile compiles the rules of the samples.
func BenchmarkRulesCompile(b *testing.B) {
	for _, fam := range benchFamilies {
		ps := samples(b, fam.name, fam.n)
		b.Run(fam.name, func(b *testing.B) {
			benchSamples(b, ps, func(p *ruleSample) { p.rs.compile() })
		})
	}
}

// BenchmarkRulesTrueCandidates finds the true candidates of the samples
// with their first clue removed (killer: with a cage's total taken off),
// so that they have several solutions and the witness searches run.
func BenchmarkRulesTrueCandidates(b *testing.B) {
	for _, fam := range benchFamilies[:8] {
		ps := samples(b, fam.name, fam.n)
		loose := make([]ruleSample, len(ps))
		for i, p := range ps {
			loose[i] = p
			for c, v := range p.puzzle {
				if v != 0 {
					loose[i].puzzle[c] = 0
					break
				}
			}
			if fam.name == "killer" {
				rs := *p.rs
				rs.Cages = append([]Cage(nil), rs.Cages...)
				rs.Cages[0].Sum = 0
				loose[i].rs = &rs
			}
		}
		b.Run(fam.name, func(b *testing.B) {
			benchSamples(b, loose, func(p *ruleSample) { p.rs.TrueCandidates(p.puzzle) })
		})
	}
}

// BenchmarkRulesRandomSolution draws random solutions of the rules of the
// samples.
func BenchmarkRulesRandomSolution(b *testing.B) {
	for _, fam := range benchFamilies {
		ps := samples(b, fam.name, fam.n)
		b.Run(fam.name, func(b *testing.B) {
			seed := uint32(0)
			benchSamples(b, ps, func(p *ruleSample) {
				seed++
				if _, ok := p.rs.randomSolution(NewMulberry32(seed), 0); !ok {
					b.Fatalf("%s: no random solution", fam.name)
				}
			})
		})
	}
}

// BenchmarkVariantCount2 counts, up to 2, the solutions of the puzzles of
// the committed sample sets, testdata/variants/<family>.txt (one Puzzle
// in JSON a line, made by the Generator), or of the files that
// SUDOKU_VARIANTS names when it is set, as SUDOKU_PUZZLES does for
// BenchmarkCount2. Every puzzle of the sets is unique, so each count is a
// proof of uniqueness. The rules are compiled in each count, as
// Rules.Count does.
//
//	go test -run '^$' -bench '^BenchmarkVariantCount2$' -benchmem -count 10 .
func BenchmarkVariantCount2(b *testing.B) {
	spec := os.Getenv("SUDOKU_VARIANTS")
	if spec == "" {
		spec = filepath.Join("testdata", "variants")
	}
	files, err := setFiles(spec)
	if err != nil {
		b.Fatal(err)
	}
	for _, f := range files {
		ps := readVariants(b, f)
		b.Run(strings.TrimSuffix(filepath.Base(f), ".txt"), func(b *testing.B) {
			benchSamples(b, ps, func(p *ruleSample) { p.rs.Count(p.puzzle, 2) })
		})
	}
}

// readVariants reads a file of puzzles in JSON, one a line.
func readVariants(b *testing.B, name string) []ruleSample {
	b.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		b.Fatal(err)
	}
	var ps []ruleSample
	for i, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		var p Puzzle
		if err := json.Unmarshal([]byte(line), &p); err != nil {
			b.Fatalf("%s:%d: %v", name, i+1, err)
		}
		ps = append(ps, ruleSample{&p.Rules, p.Grid})
	}
	return ps
}
