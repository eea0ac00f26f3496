package sudoku

import (
	"context"
	"testing"
)

// lineBenchSets are the sample sets of BenchmarkLinePairsCount2: puzzles
// carved from random solutions under lines laid on them.
var lineBenchSets = []struct {
	name string
	lay  func(rs *Rules, sol *Grid, r Rand)
}{
	{"entropic-modular", func(rs *Rules, sol *Grid, r Rand) {
		addLines(rs, sol, r, 4, 12, []int{1, 2})
	}},
	{"whisper-palindrome-clone", func(rs *Rules, sol *Grid, r Rand) {
		addLines(rs, sol, r, 5, 10, []int{0, 3, 4})
	}},
}

// lineSamples returns 20 puzzles of the set, made from fixed seeds.
func lineSamples(b *testing.B, name string, lay func(rs *Rules, sol *Grid, r Rand)) []ruleSample {
	if s, ok := sampleCache[name]; ok {
		return s
	}
	var out []ruleSample
	for seed := uint32(1); len(out) < 20; seed++ {
		r := NewMulberry32(seed)
		rs := &Rules{}
		sol := randomGrid(r)
		lay(rs, &sol, r)
		if err := rs.Check(); err != nil {
			b.Fatalf("%s: %v", name, err)
		}
		out = append(out, ruleSample{rs, rs.Carve(sol, r)})
	}
	sampleCache[name] = out
	return out
}

// BenchmarkLinePairsCount2 counts, up to 2, the solutions of puzzles
// under whispers, palindromes, entropic and modular lines and clones,
// reporting the search's nodes per puzzle.
//
//	go test -run '^$' -bench '^BenchmarkLinePairsCount2$' -count 10 .
func BenchmarkLinePairsCount2(b *testing.B) {
	for _, set := range lineBenchSets {
		ps := lineSamples(b, set.name, set.lay)
		b.Run(set.name, func(b *testing.B) {
			var nodes int64
			benchSamples(b, ps, func(p *ruleSample) {
				_, st, _ := Solver{Rules: p.rs}.Count(context.Background(), p.puzzle, 2)
				nodes += st.Nodes
			})
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
		})
	}
}
