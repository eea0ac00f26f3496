package sudoku

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// killerOutliers names the killers of ISS's collections on which the
// general engine took the most time against ISS's (bench/iss).
var killerOutliers = []string{
	"HS_KILLERS#8", "TAREK_ALL#40", "tarek unsolvable #41", "TAREK_ALL#13",
	"TAREK_ALL#35", "TAREK_ALL#24", "TAREK_ALL#15", "Wecoc #2",
}

// readKillerOutliers reads the puzzles of killerOutliers from the
// conversion of ISS's puzzles in bench/iss/testdata.
func readKillerOutliers(t testing.TB) []issLine {
	t.Helper()
	name := filepath.Join("bench", "iss", "testdata", "puzzles.jsonl")
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	want := make(map[string]bool)
	for _, n := range killerOutliers {
		want[n] = true
	}
	var ps []issLine
	for i, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		var head struct {
			Name string `json:"name"`
		}
		if err := json.Unmarshal([]byte(line), &head); err != nil {
			t.Fatalf("%s:%d: %v", name, i+1, err)
		}
		if !want[head.Name] {
			continue
		}
		var p issLine
		if err := json.Unmarshal([]byte(line), &p); err != nil {
			t.Fatalf("%s:%d: %v", name, i+1, err)
		}
		ps = append(ps, p)
	}
	if len(ps) != len(killerOutliers) {
		t.Fatalf("%s: found %d of the %d puzzles", name, len(ps), len(killerOutliers))
	}
	return ps
}

// BenchmarkKillerOutliers counts to two the killers of ISS's collections
// that took us the longest against ISS, one sub-benchmark each, with
// the nodes per count.
func BenchmarkKillerOutliers(b *testing.B) {
	for _, p := range readKillerOutliers(b) {
		b.Run(benchName(p.Name), func(b *testing.B) {
			b.ReportAllocs()
			s := Solver{Rules: &p.Puzzle.Rules}
			var nodes int64
			cpu := processCPU()
			for b.Loop() {
				_, st, _ := s.Count(context.Background(), p.Puzzle.Grid, 2)
				nodes = st.Nodes
			}
			reportCPU(b, cpu)
			b.ReportMetric(float64(nodes), "nodes")
		})
	}
}

// reportCPU reports the processor time of the process per operation
// since from, as cpu-ns/op: on a shared machine it varies less than
// the wall time (though the collector's time is in it).
func reportCPU(b *testing.B, from time.Duration) {
	if from == 0 {
		return
	}
	b.ReportMetric(float64(processCPU()-from)/float64(b.N), "cpu-ns/op")
}
