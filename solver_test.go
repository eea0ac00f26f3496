package sudoku

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestSolverNegativeBounds pins what the Solver's fields promise: a
// negative MaxNodes or MaxGuesses is no bound, as 0 is. Each search must
// give the unbounded answer and statistics, with no error, under classic
// rules and under rules of each engine (houses only, and pair rules).
func TestSolverNegativeBounds(t *testing.T) {
	ctx := context.Background()
	hard := mustParse(t, forumFirst)
	for _, rc := range []struct {
		name  string
		rules *Rules
		g     Grid
	}{
		{"classic", nil, hard},
		{"X", &Rules{MainDiagonal: true, AntiDiagonal: true}, Grid{}},
		{"non-consecutive", &Rules{NonConsecutive: true}, Grid{}},
	} {
		free := Solver{Rules: rc.rules}
		for _, bounded := range []struct {
			name string
			s    Solver
		}{
			{"MaxNodes -1", Solver{Rules: rc.rules, MaxNodes: -1}},
			{"MaxGuesses -1", Solver{Rules: rc.rules, MaxGuesses: -1}},
			{"both most negative", Solver{Rules: rc.rules, MaxNodes: -1 << 63, MaxGuesses: -1 << 63}},
		} {
			t.Run(rc.name+"/"+bounded.name, func(t *testing.T) {
				wantN, wantSt, err := free.Count(ctx, rc.g, 2)
				if err != nil {
					t.Fatalf("unbounded Count: %v", err)
				}
				n, st, err := bounded.s.Count(ctx, rc.g, 2)
				if err != nil || n != wantN || st != wantSt {
					t.Errorf("Count = %d, %+v, %v; want %d, %+v, nil", n, st, err, wantN, wantSt)
				}
				wantSols, wantSt, _ := free.Solve(ctx, rc.g, 2)
				sols, st, err := bounded.s.Solve(ctx, rc.g, 2)
				if err != nil || st != wantSt {
					t.Errorf("Solve stats = %+v, %v; want %+v, nil", st, err, wantSt)
				}
				if diff := cmp.Diff(wantSols, sols); diff != "" {
					t.Errorf("Solve solutions differ (-unbounded +bounded):\n%s", diff)
				}
				wantTC, wantSt, _ := free.TrueCandidates(ctx, hard)
				tc, st, err := bounded.s.TrueCandidates(ctx, hard)
				if err != nil || tc != wantTC || st != wantSt {
					t.Errorf("TrueCandidates = %+v, %v; want the unbounded %+v, nil", st, err, wantSt)
				}
			})
		}
	}
}
