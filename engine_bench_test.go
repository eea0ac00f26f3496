package sudoku

import (
	"context"
	"strconv"
	"testing"
)

// BenchmarkSolverCount runs Solver.Count with limits 1 and 2 over each
// set (see bench_test.go for the sets), one puzzle per operation, and
// reports the search statistics per puzzle with the throughput.
func BenchmarkSolverCount(b *testing.B) {
	ctx := context.Background()
	for _, set := range loadSets(b) {
		for _, limit := range []int{1, 2} {
			b.Run(set.name+"/limit="+strconv.Itoa(limit), func(b *testing.B) {
				b.ReportAllocs()
				var nodes, guesses int64
				i := 0
				for b.Loop() {
					_, st, err := Solver{}.Count(ctx, set.puzzles[i], limit)
					if err != nil {
						b.Fatal(err)
					}
					nodes += st.Nodes
					guesses += st.Guesses
					if i++; i == len(set.puzzles) {
						i = 0
					}
				}
				n := float64(b.N)
				b.ReportMetric(n/b.Elapsed().Seconds(), "puzzles/s")
				b.ReportMetric(float64(guesses)/n, "guesses/puzzle")
				b.ReportMetric(float64(nodes)/n, "nodes/puzzle")
			})
		}
	}
}
