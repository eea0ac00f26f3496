package sudoku

import (
	"path/filepath"
	"testing"
)

// BenchmarkHouseRoot breaks the cost of the root of a count down on the
// x, windoku and jigsaw sample sets: the tables alone, the tables and the
// givens loaded, and those with the root propagated, without any search.
// It reports cpu-ns/op, as BenchmarkHouseCount2 does:
//
//	go test -run '^$' -bench '^BenchmarkHouseRoot$' -count 6 .
func BenchmarkHouseRoot(b *testing.B) {
	for _, name := range matchedFamilies {
		ps := readVariants(b, filepath.Join("testdata", "variants", name+".txt"))
		steps := []struct {
			name string
			fn   func(p *ruleSample)
		}{
			{"tables", func(p *ruleSample) {
				var t htables
				p.rs.countTables(&t)
			}},
			{"load", func(p *ruleSample) {
				var t htables
				p.rs.countTables(&t)
				e := hengine{t: &t}
				e.load(&p.puzzle)
			}},
			{"root", func(p *ruleSample) {
				var t htables
				p.rs.countTables(&t)
				e := hengine{t: &t}
				if e.load(&p.puzzle) {
					e.propagate(e.dirty)
				}
			}},
		}
		for _, st := range steps {
			b.Run(name+"/"+st.name, func(b *testing.B) {
				start := cpuTime()
				benchSamples(b, ps, st.fn)
				b.ReportMetric(float64(cpuTime()-start)/float64(b.N), "cpu-ns/op")
			})
		}
	}
}
