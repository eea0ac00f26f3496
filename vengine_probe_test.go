package sudoku

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/sudokugo/sudoku/internal/allsamples"
	"pgregory.net/rapid"
)

// TestProbeAgreesOnHardThermos checks the probe under thermos and dots,
// which learns where to branch from its conflicts, against the ordered
// search alone (the same compiled rules with the probe off): the same
// counts to one, two and three, the same first three solutions in the
// same order, and TrueCandidates the union of the solutions when they
// are few. The puzzles are ISS's sparse thermo puzzles with a thermo or
// two taken off, a few givens of ISS's solution put in and, sometimes, a
// wrong digit: puzzles that meet hundreds of conflicts, so that the
// probe learns.
func TestProbeAgreesOnHardThermos(t *testing.T) {
	if testing.Short() {
		t.Skip("seconds of search")
	}
	set := issSet(t, "hard-thermos")
	withChecks(t, allsamples.Size(100, 15, 0))
	learned := 0
	defer func() { t.Logf("%d cases where the probe learned", learned) }()
	rapid.Check(t, func(t *rapid.T) {
		p := set[rapid.IntRange(0, len(set)-1).Draw(t, "puzzle")]
		r := NewMulberry32(rapid.Uint32().Draw(t, "seed"))
		rs := &Rules{Thermos: append([]Thermo(nil), p.Puzzle.Rules.Thermos...)}
		for range below(r, 3) {
			k := below(r, len(rs.Thermos))
			rs.Thermos = append(rs.Thermos[:k], rs.Thermos[k+1:]...)
		}
		if below(r, 3) == 0 {
			d := Dot{A: 40, B: 41, Kind: WhiteDot}
			if p.Solution[40]-p.Solution[41] != 1 && p.Solution[41]-p.Solution[40] != 1 {
				d.Kind, d.Value = SumMark, int(p.Solution[40]+p.Solution[41])
			}
			rs.Dots = append(rs.Dots, d)
		}
		var g Grid
		for _, c := range randomCells(r, rapid.IntRange(4, 24).Draw(t, "givens")) {
			g[c] = p.Solution[c]
		}
		if below(r, 2) == 0 {
			g[below(r, 81)] = uint8(1 + below(r, 9))
		}
		cr := rs.compile()
		off := *cr
		off.probe, off.learn = false, false
		s := Solver{Rules: rs, MaxNodes: 400000}
		ctx := context.Background()
		for _, limit := range []int{1, 2, 3} {
			want, _, err1 := s.countRules(ctx, &off, &g, limit)
			got, st, err2 := s.countRules(ctx, cr, &g, limit)
			if err1 != nil || err2 != nil {
				return
			}
			if limit == 2 && st.Nodes > 600 {
				learned++
			}
			if got != want {
				t.Fatalf("count %d of %v: probe %d, ordered %d; rules %+v", limit, g, got, want, rs)
			}
		}
		want, _, err1 := s.solveRules(ctx, &off, &g, 3)
		got, _, err2 := s.solveRules(ctx, cr, &g, 3)
		if err1 != nil || err2 != nil {
			return
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Fatalf("Solve(%v, 3), probe against ordered (-want +got):\n%s", g, diff)
		}
		// TrueCandidates, against the union of every solution the
		// ordered search finds, when there are few.
		all, _, err := s.solveRules(ctx, &off, &g, 64)
		if err != nil || len(all) == 64 {
			return
		}
		var union [81]Digits
		for _, sol := range all {
			for c, v := range sol {
				union[c] |= 1 << (v - 1)
			}
		}
		tc, _, err := s.TrueCandidates(ctx, g)
		if err != nil {
			return
		}
		if len(all) == 0 {
			union = [81]Digits{}
		}
		if tc != union {
			t.Fatalf("TrueCandidates(%v) = %v, union of %d solutions %v", g, tc, len(all), union)
		}
	})
}
