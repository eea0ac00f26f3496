//go:build !(goexperiment.simd && amd64)

// Bitboard engine: no vector core in this build (see engine.go).

package sudoku

import "context"

// Without GOEXPERIMENT=simd on amd64 there is no vector core (see
// engine_simd_amd64.go): the hooks below report that, and the scalar
// engine does all the work.

// simdCount reports ok == false: no vector core.
func simdCount(*Grid, int, int, uint8) (n int, ok bool) { return 0, false }

// simdSolverCount reports ok == false: no vector core.
func (Solver) simdSolverCount(context.Context, *Grid, int) (n int, st Stats, ok bool, err error) {
	return 0, Stats{}, false, nil
}
