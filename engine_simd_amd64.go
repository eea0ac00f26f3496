//go:build goexperiment.simd && amd64

// Bitboard engine, vector core (GOEXPERIMENT=simd, AVX2): classic counts.

package sudoku

import (
	"context"
	"math/bits"
	"simd/archsimd"
)

// The vector core: a second classic-Sudoku engine for counting, built
// only with GOEXPERIMENT=simd on amd64. It keeps the bitboards of the
// scalar engine (band.go), one 27-bit word per digit and band, but lays
// them out four words per digit, so that a 128-bit lane group of a vector
// holds one digit in its three bands (and a zero pad). An AVX2 register
// then holds two digits and five registers the whole board.
//
// Propagation is a full sweep rather than the scalar engine's queue of
// changed digit-bands: every round works on all digits at once, with the
// table lookups of the scalar engine replaced by bit arithmetic.
// Operations across digits (a cell's candidates) are vertical, between
// registers, plus one or two swaps of lane groups; operations across
// bands (a column) stay inside a lane group.
//
// The core applies the same rules as the scalar engine (singles, locked
// candidates in the bands and the stacks) to their common fixpoint, and
// branches by the same rule, so on the standard sets it visits the same
// nodes and makes the same guesses. (It may differ on a board where two
// cells of a house take one digit in the same round: the scalar engine
// finds that at once, the vector core only when the house runs out of
// another digit; see propagate8.) Only the searches where the order of the search
// cannot show use it: Count, Solver.Count and the uniqueness tests of
// Carve. Solve and Solver.Solve, whose first solution depends on that
// order, stay on the scalar engine, so that a change to the scalar
// engine's rules or branching can never make the two builds return
// different solutions.
//
// Go keeps the upper halves of the vector registers dirty after AVX code
// unless told otherwise, and the SSE code that the runtime and the
// compiler use for copies then runs many times slower on some machines:
// every exit from vector code calls archsimd.ClearAVXUpperBits. Shifts
// take constant counts as immediates: ShiftAllLeft, and for right
// shifts an arithmetic one (shr8), since for a logical ShiftAllRight the
// compiler moves the count into a register with an SSE instruction.

// A vecBoard is the state of a vector search.
type vecBoard struct {
	// cand[d*4+b] is the set of cells of band b where digit d+1 may go,
	// as in the scalar board; the words d*4+3 and those of a tenth digit
	// are always 0, padding for the vector registers.
	cand [40]uint32
	// open[k*4+b] is, for k = 0 and 1, the set of cells of band b not
	// yet solved. The two copies let a vector load it with the same
	// lanes as cand. The pads open[3] and open[7], which propagation
	// carries along without reading them (the empty pads of cand keep
	// them out of every placement), are 0 after load; in a frame of the
	// stack, open[3] holds the guess that made it (see guess).
	open [8]uint32
}

// A vecEngine searches one grid for solutions with the vector core. Its
// zero value, with the stack set, is ready for load.
type vecEngine struct {
	vecBoard
	found  int  // solutions found so far
	sp     int  // the height of the stack between calls of next
	resume bool // whether the board holds a solution next has returned

	budget // the work done and the bounds on it

	// two[b] is, after propagation, the set of open cells of band b with
	// two candidates (and more copies of it that the vectors write).
	two [8]uint32

	// free[b] is the set of cells of band b that may change places in a
	// rectangle (see swapped): the cells not given, in a count to two
	// of a whole grid, and none otherwise.
	free [3]uint32

	// The stack of saved branches, as in the scalar engine. When it
	// overflows, held is set and heldI and heldC keep the branch that
	// did not fit, for next to make on a longer one.
	stack        []vecBoard
	overflow     bool
	held         bool
	heldI, heldC uint
}

// simdOK reports whether the CPU has AVX2, which the core needs; without
// it the scalar engine does all the work.
//
// The core runs on AVX2 alone. An AVX-512 version of propagate (three
// 512-bit registers of four digits each) counted 10 to 14% slower on
// magictour, the forum's hardest and serg, in processor time on the Intel
// Xeon it was measured on: a quarter of its lanes are padding, the cross-
// digit sums take two shuffles rather than one, and Intel cores run
// 512-bit operations on fewer ports. It was dropped rather than kept in
// step by hand.
var simdOK = archsimd.X86.AVX2()

// simdCount is countSolutions on the vector core. It reports ok == false
// when the CPU has no vector unit the core can use.
func simdCount(g *Grid, limit, c int, v uint8) (n int, ok bool) {
	if !simdOK {
		return 0, false
	}
	return vecCountSolutions(g, limit, c, v), true
}

// vecCountSolutions is countSolutions on the vector core. It searches
// first with no stack at all, which settles the puzzles that need no
// guess, then on a stack of a few frames, then on a full one, each time
// going on from where the shorter stack overflowed, with the guess that
// did not fit held for the next stack: Go clears a stack array where it
// is declared, 16 bytes a store, and clearing a stack of 24 frames for
// every puzzle took 6% of the processor time on serg in a profile.
func vecCountSolutions(g *Grid, limit, c int, v uint8) int {
	var e vecEngine
	e.unbounded()
	if !e.load(g) {
		return 0
	}
	if v != 0 {
		e.cand[uint(v-1)*4+uint(c)/27] &^= 1 << (uint(c) % 27)
	} else if limit == 2 {
		e.free = [3]uint32{e.open[0], e.open[1], e.open[2]}
	}
	if e.search(limit) {
		return e.found
	}
	var st [vecFirst]vecBoard
	e.stack, e.overflow = st[:], false
	if e.search(limit) {
		return e.found
	}
	var more [deep]vecBoard
	copy(more[:], st[:])
	e.stack, e.overflow = more[:], false
	e.search(limit)
	return e.found
}

// vecFirst is the depth of the first stack of vecCountSolutions, that of
// the scalar engine's, so that the tests of one stack's overflow serve
// both.
const vecFirst = first

// search searches on until it has found limit solutions in all or the
// space is exhausted, and reports true then, or false when the stack
// overflows first. No bound may be set. In a count to two, a rectangle
// in the first solution (see swapped) is the second.
func (e *vecEngine) search(limit int) bool {
	for e.found < limit {
		if found, _ := e.next(context.Background()); !found {
			break // no bound is set, so there is no error
		}
		if e.found == 1 && limit == 2 && e.sp > 0 && e.swapped() {
			e.found = 2
		}
	}
	return !e.overflow
}

// swapped is the scalar engine's swapped on the vector board: it reports
// whether the solution on the board, the first of a search, has a unique
// rectangle through the cell of the last guess that still has a branch
// to try, with one of the digits that branch leaves the cell: two digits
// in crossed pairs in four cells of e.free, in two rows, two columns and
// two boxes (or one). Their swap keeps the digits of every row, column
// and box, and the givens, so it is a second solution. The cells that
// the root's propagation solved, which the scalar engine leaves out, are
// in no such rectangle: every solution has the same digits there.
//
// It looks for the rectangle from the other digit's one cell in the
// guess's column, rather than in every row as the scalar engine does:
// the rectangle can only have its second row there.
func (e *vecEngine) swapped() bool {
	f := &e.stack[e.sp-1]
	g := f.open[3] // the guess
	i, c := uint(g>>8)&63, uint(g&127)
	b := i & 3
	a := i - b // the guessed digit's word of band 0
	k, x0 := c%27, c%9
	r := k - x0                           // the first cell of the guess's row
	col := cellCol[c]                     // the guess's column in a band
	stk := uint32(7) << (x0 - x0%3) & 511 // its stack in a row
	for j := b; j < 36; j += 4 {
		if f.cand[j]>>k&1 == 0 {
			continue // not a digit the branch leaves the cell
		}
		// The other digit's column in the guess's row, which is not
		// given: the guess's cell, which sees it, could take the digit.
		row := e.cand[j] >> r & 511
		// Its cell in the guess's column: in the guess's band, or, when
		// it is in the guess's stack in the guess's row, in another.
		b2, x := b, e.cand[j]&col
		if x == 0 {
			if row&stk == 0 {
				continue // a rectangle in four boxes
			}
			b2 = b + 1
			if b2 == 3 {
				b2 = 0
			}
			if x = e.cand[j-b+b2] & col; x == 0 {
				b2 = 3 - b - b2
				x = e.cand[j-b+b2] & col
			}
		}
		if x == 0 {
			continue // not a solution: the digit has no cell there
		}
		// The guessed digit in the same row in the other digit's
		// column, and both cells free.
		y := row << (uint(bits.TrailingZeros32(x)) - x0)
		if e.cand[a+b2]&y != 0 && (x|y)&^e.free[b2] == 0 {
			return true
		}
	}
	return false
}

// simdSolverCount is Solver.Count under classic rules on the vector
// core. It reports ok == false when the CPU has no vector unit the core
// can use.
func (s Solver) simdSolverCount(ctx context.Context, g *Grid, limit int) (n int, st Stats, ok bool, err error) {
	if !simdOK {
		return 0, Stats{}, false, nil
	}
	n, st, err = s.vecCount(ctx, g, limit)
	return n, st, true, err
}

// vecCount is Solver.Count under classic rules on the vector core.
func (s Solver) vecCount(ctx context.Context, g *Grid, limit int) (int, Stats, error) {
	if err := notStarted(ctx); err != nil {
		return 0, Stats{}, err
	}
	var e vecEngine
	var stack [deep]vecBoard
	e.stack = stack[:]
	e.unbounded()
	e.bound(ctx, s)
	if !e.load(g) {
		return 0, Stats{}, nil
	}
	for e.found < limit {
		if found, err := e.next(ctx); !found {
			return e.found, e.stats(), err
		}
	}
	return e.found, e.stats(), nil
}

// solved reports whether no cell is open.
func (e *vecBoard) solved() bool {
	return e.open[0]|e.open[1]|e.open[2] == 0
}

// next is the scalar engine's next on the vector core: it searches on
// until the next solution, which it leaves on the board, and reports
// whether it found one, or returns the error of a bound that stopped it.
func (e *vecEngine) next(ctx context.Context) (bool, error) {
	sp := e.sp
	backtrack := e.resume
	e.resume = false
	if e.held {
		e.held = false
		e.guess(sp, e.heldI, e.heldC)
		sp++
	}
	for {
		if !backtrack {
			e.nodes++
			if e.nodes > e.nextCheck {
				if err := e.check(ctx); err != nil {
					return false, err
				}
			}
			ok := e.propagate8()
			if ok && e.solved() {
				e.found++
				e.sp, e.resume = sp, true
				return true, nil
			}
			if ok {
				i, c, live := e.choose()
				if !live {
					goto deadEnd
				}
				if e.guesses >= e.maxGuesses {
					if err := e.check(ctx); err != nil {
						return false, err
					}
				}
				if sp == len(e.stack) {
					// Keep the guess: a search given a longer stack
					// with the same frames makes it and goes on (see
					// vecCountSolutions).
					e.overflow = true
					e.sp, e.held, e.heldI, e.heldC = sp, true, i, c
					return false, nil
				}
				e.guess(sp, i, c)
				sp++
				continue
			}
		}
	deadEnd:
		backtrack = false
		if sp == 0 {
			e.sp = 0
			return false, nil
		}
		sp--
		e.vecBoard = e.stack[sp]
	}
}

// guess saves the board without the digit of word i in cell c in frame
// sp, with the guess in its pad open[3], and places the digit in the
// cell (push8). It does not propagate.
func (e *vecEngine) guess(sp int, i, c uint) {
	e.guesses++
	f := &e.stack[sp]
	e.push8(f, i, c)
	f.open[3] = uint32(i)<<8 | uint32(c) // for swapped
}

// choose picks the branch as the scalar engine does: the cell of
// chooseCell and its smallest digit. It returns the word and the cell,
// or live == false when the board is dead.
func (e *vecEngine) choose() (i, c uint, live bool) {
	best, live := e.chooseCell()
	if !live {
		return 0, 0, false
	}
	b := best / 27
	bit := uint32(1) << (best % 27)
	for j := b; ; j += 4 {
		if e.cand[j]&bit != 0 {
			return j, best, true
		}
	}
}

// chooseCell returns the open cell to branch on, by the rule of the
// scalar engine's choose: of the cells with the fewest candidates,
// the one that sees the most open cells. The cells with two candidates
// come from propagation.
func (e *vecEngine) chooseCell() (cell uint, live bool) {
	two := &e.two
	if e.two[0]|e.two[1]|e.two[2] == 0 {
		if !e.minirowsFit() {
			return 0, false
		}
		f := e.fewest()
		two = &[8]uint32{f[0], f[1], f[2]}
	}
	// A few cells are counted one by one; for more, counting all the
	// cells of the board at once on vectors is faster.
	n := bits.OnesCount32(two[0]) + bits.OnesCount32(two[1]) +
		bits.OnesCount32(two[2])
	if n <= fewCells {
		o0, o1, o2 := e.open[0], e.open[1], e.open[2]
		best, bestN := mostSeen(two[0], 0, o0, o1, o2, 0, -1)
		best, bestN = mostSeen(two[1], 27, o1, o2, o0, best, bestN)
		best, _ = mostSeen(two[2], 54, o2, o0, o1, best, bestN)
		return best, true
	}
	return mostSeen8(ld8(at8(e.open[:], 0)), ld8(two)), true
}

// fewCells is the most cells to branch on that chooseCell counts one
// by one.
const fewCells = 8

// minirowsFit is the scalar engine's minirowsFit on the vector board:
// it reports whether, in every minirow, the digits confined to it fit in
// its cells that can take one of them.
func (e *vecBoard) minirowsFit() bool {
	for b := range uint(3) {
		var count [9]uint8
		var cells [9]uint32
		for j := b; j < 36; j += 4 {
			a := e.cand[j]
			pres := uint(boxPresence[a&511]) |
				uint(boxPresence[a>>9&511])<<3 |
				uint(boxPresence[a>>18&511])<<6
			for m := confined[pres&511]; m != 0; m &= m - 1 {
				k := uint(bits.TrailingZeros16(m))
				count[k]++
				cells[k] |= a & (7 << (k/3*9 + k%3*3))
			}
		}
		for k := range count {
			if int(count[k]) > bits.OnesCount32(cells[k]) {
				return false
			}
		}
	}
	return true
}

// fewest returns the open cells with the fewest candidates, per band.
func (e *vecBoard) fewest() [3]uint32 {
	var set [3]uint32
	bestN := 10
	for b := range uint(3) {
		for s := e.open[b]; s != 0; s &= s - 1 {
			c := uint(bits.TrailingZeros32(s))
			n := 0
			for j := b; j < 36; j += 4 {
				n += int(e.cand[j] >> c & 1)
			}
			if n < bestN {
				set, bestN = [3]uint32{}, n
			}
			if n == bestN {
				set[b] |= 1 << c
			}
		}
	}
	return set
}
