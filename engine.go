// Bitboard engine, scalar core: classic searches, but counts on the vector core.

package sudoku

import (
	"context"
	"encoding/binary"
	"math"
	"math/bits"
)

// The solver engine: a depth-first search over candidate bitboards, with
// propagation of singles and locked candidates in bulk, and a fixed-size
// stack of board states instead of recursion or undo logs. The layout of
// the bitboards is described in band.go.

// A board is the state of a search: the candidates of every digit in every
// band, and the cells not yet solved.
type board struct {
	// cand[d*3+b] is the set of cells of band b where digit d+1 may go.
	// A solved cell keeps its own digit and no other.
	cand [27]uint32
	// open[b] is the set of cells of band b not yet solved.
	open [3]uint32
}

// A frame is a board saved on the search stack: the other branch of a
// guess, to try when the guessed branch is exhausted.
type frame struct {
	board
	dirty uint32 // the digit-bands that changed when the branch was made
}

// An engine searches one grid for solutions. Its zero value, with the
// stack set, is ready for load. It and its stack live on the caller's
// stack, so a search allocates nothing.
type engine struct {
	board
	found  int    // solutions found so far
	dirty  uint32 // the digit-bands to propagate first, for next
	sp     int    // the height of the stack between calls of next
	resume bool   // whether the board holds a solution next has returned

	budget // the work done and the bounds on it

	// The stack of saved branches. A search needs at most one frame per
	// cell it guesses on the current path, so 81 frames are always
	// enough; when the stack is shorter and fills up, the search stops
	// with overflow set.
	stack    []frame
	overflow bool

	// rootOpen is the set of cells, per band, that the root's
	// propagation left open: every solution has the same digits in the
	// others (see swapped).
	rootOpen [3]uint32
}

// Stack depths. A frame is 124 bytes, and Go clears a stack array in full
// where it is declared, which costs about 5% of the time of an easy
// puzzle for a full stack. Count declares none for the puzzles that
// propagation alone settles (see settle), and then a stack of first
// frames, on which most searches fit (a serg puzzle nests more than 8
// guesses in one case out of 16, one of the forum's hardest in one of 7),
// and goes on on a full one only when that overflows (see countFrom).
// The vector core does the same with its own frames, except that it
// keeps the guess that overflowed for the next stack rather than
// propagating the node again (see vecCountSolutions). Grids with few
// givens, such as the empty grid, nest up to 50 or so.
const (
	first = 8
	deep  = 81
)

// bandOf maps a digit-band i to its band, i%3, without a division.
var bandOf = [27]uint8{
	0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2,
}

// bandDigits is the set of the digit-bands of band 0, in a set of
// digit-bands such as dirty; shifted left by b, those of band b.
const bandDigits = 0o111111111

// ctxEvery is how many nodes pass between two looks at the context.
const ctxEvery = 1024

// A budget counts the work of a search and holds the bounds on it, for
// both the bitboard engine and the general one. The bounds are checked
// off the hot path: an engine calls check when nodes passes nextCheck or
// guesses reaches maxGuesses.
type budget struct {
	nodes   int64 // boards propagated
	guesses int64 // branches made

	nextCheck  int64
	maxNodes   int64
	maxGuesses int64
}

// unbounded readies b for a search without bounds.
func (b *budget) unbounded() {
	b.nextCheck = math.MaxInt64
	b.maxGuesses = math.MaxInt64
}

// load sets up the board for the grid g, all digit-bands to propagate.
// It reports false when g is not a valid grid (a value
// above 9, or two givens that see each other): such a grid has no
// solution.
//
// It finds the given cells eight at a time, and then places each given
// with a few unconditional steps: a loop over the givens, whose only
// branch is the loop's own, takes fewer instructions than a pass per
// digit over the whole grid, even for the 35 givens of a serg puzzle.
func (e *engine) load(g *Grid) bool {
	// The given cells: cells 0-63 in lo, 64-80 in hi.
	var lo, hi, bad uint64
	for w := range 8 {
		nz, over := givenBytes(binary.LittleEndian.Uint64(g[w*8:]))
		lo |= nz << (w * 8)
		bad |= over
	}
	for w := range 2 {
		nz, over := givenBytes(binary.LittleEndian.Uint64(g[64+w*8:]))
		hi |= nz << (w * 8)
		bad |= over
	}
	last := g[80]
	if bad != 0 || last > 9 {
		return false
	}
	if last != 0 {
		hi |= 1 << 16
	}
	// Every digit may go in every open cell; each given then takes its
	// cell for its digit, which leaves the rest of the given's row, box
	// and column.
	e.open[0] = ^uint32(lo) & bandBits
	e.open[1] = ^uint32(lo>>27) & bandBits
	e.open[2] = ^uint32(lo>>54|hi<<10) & bandBits
	for b := range 3 {
		for j := b; j < 27; j += 3 {
			e.cand[j] = e.open[b]
		}
	}
	for b := uint(0); b < 3; b++ {
		row := (*[27]uint8)(g[b*27:])
		for s := ^e.open[b] & bandBits; s != 0; s &= s - 1 {
			k := min(uint(bits.TrailingZeros32(s)), 26)
			d0 := min((uint(row[k])-1)*3, 24) // the digit's digit-bands
			col := cellCol[k]
			v := (*[3]uint32)(e.cand[d0:])
			v[0] &^= col
			v[1] &^= col
			v[2] &^= col
			v[b] = v[b]&cellKeep[b*27+k] | 1<<k
		}
	}
	// A given that sees a later given of its digit has lost its cell to
	// it, and then no digit holds it: the grid is not valid.
	for b := range 3 {
		all := e.open[b]
		for j := b; j < 27; j += 3 {
			all |= e.cand[j]
		}
		if all != bandBits {
			return false
		}
	}
	e.dirty = 1<<27 - 1
	return true
}

// givenBytes returns the bytes of x that are not 0, byte j as bit j of
// nz, and in over the high bits of those above 9. For a byte x, x&0x7f
// plus 0x7f carries into the high bit when x&0x7f is not 0, and plus
// 0x76 when it is above 9; no byte carries into the next. The product
// puts bit 0 of byte j at bit 56+j, and nothing carries.
func givenBytes(x uint64) (nz, over uint64) {
	const low7, highs = 0x7f7f7f7f7f7f7f7f, 0x8080808080808080
	const gather = 0x0102040810204080
	y := x & low7
	over = (x | (y + 0x7676767676767676)) & highs
	nz = ((x | (y + low7)) & highs) >> 7 * gather >> 56
	return nz, over
}

// rowTops returns the rows of the band word a that hold a bit, as the
// top bit of each row (bits 8, 17 and 26). The low 8 bits of a row plus
// 255 carry into its top bit when they are not 0, and into no other row.
func rowTops(a uint32) uint32 {
	const low8, tops = 0xff | 0xff<<9 | 0xff<<18, 0x100 | 0x100<<9 | 0x100<<18
	return (a&low8 + low8 | a) & tops
}

// settle loads g, less the digit v in cell c when v is not 0, and
// propagates it: the root of a count of at most limit (at least 1)
// solutions, without bounds. It reports done, with the count, when the
// root alone settles it, dead or solved, as for all the easy puzzles: then
// the caller need not clear a stack for the search. Otherwise the board is
// the propagated root, for countFrom.
func (e *engine) settle(g *Grid, c int, v uint8) (n int, done bool) {
	e.unbounded()
	if !e.load(g) {
		return 0, true
	}
	if v != 0 {
		i := uint(v-1)*3 + uint(c)/27
		e.cand[i] &^= 1 << (uint(c) % 27) // load marked every digit-band dirty
	}
	e.nodes++
	if !e.propagate(e.dirty) {
		return 0, true
	}
	if e.open == [3]uint32{} {
		return 1, true
	}
	e.rootOpen = e.open
	if v != 0 {
		// A swap must not put v back into c (see swapped).
		e.rootOpen[c/27] &^= 1 << (uint(c) % 27)
	}
	return 0, false
}

// countFrom counts the solutions of the root board that settle left, at
// most limit. It searches on a stack of first frames, and when that
// overflows, goes on where it stopped on a full one: Go clears a stack
// array where it is declared, and most searches nest only a few guesses
// (serg's puzzles more than 8 in one case out of 16, the forum's hardest
// in one of 7). (Its engine is its own: one that the caller passed in
// would move the stacks to the heap.) rootOpen is the settling engine's,
// which leaves out a cell whose digit is excluded.
func countFrom(root *board, rootOpen [3]uint32, limit int) int {
	var e engine
	e.unbounded()
	e.board = *root // propagated, nothing dirty
	e.rootOpen = rootOpen
	var st [first]frame
	e.stack = st[:]
	e.search(limit)
	if e.overflow {
		var more [deep]frame
		copy(more[:], st[:])
		e.stack, e.overflow = more[:], false
		e.search(limit)
	}
	return e.found
}

// search searches on until it has found limit solutions in all, the
// space is exhausted or the stack overflows. No bound may be set.
func (e *engine) search(limit int) {
	for e.found < limit {
		if found, _ := e.next(context.Background()); !found {
			break // no bound is set, so there is no error
		}
		if e.found == 1 && limit == 2 && e.sp > 0 && e.swapped() {
			e.found = 2
		}
	}
}

// swapped reports whether the solution on the board, the first of a
// search, has a unique rectangle through the cell of the last guess that
// still has a branch to try, with one of the digits that branch leaves the
// cell: two digits in four cells, in two rows, two columns and two boxes,
// all open at the root, which the search may swap to make a second
// solution. The swap keeps the digits of every row, column and box, and
// every cell that the root solved, the givens among them. Half the
// puzzles of the serg set have their second solution there; the search
// for it, which swapped spares, is short but not free.
func (e *engine) swapped() bool {
	f := &e.stack[e.sp-1]
	i := uint(bits.TrailingZeros32(f.dirty)) % 27 // the guess's digit-band
	b := uint(bandOf[i]) & 3
	A := e.cand[i]         // the guessed digit in the band
	cell := A &^ f.cand[i] // the cell of the guess
	k := uint(bits.TrailingZeros32(cell)) % 27
	r1, s := k/9, k%9/3 // its row in the band and its stack
	open := e.rootOpen
	const rows = 1 | 1<<9 | 1<<18
	w := (*[25]uint32)(f.cand[b:]) // digit-band b+3j is w[3j]
	dm := w[0]>>k&1 | w[3]>>k&1<<1 | w[6]>>k&1<<2 |
		w[9]>>k&1<<3 | w[12]>>k&1<<4 | w[15]>>k&1<<5 |
		w[18]>>k&1<<6 | w[21]>>k&1<<7 | w[24]>>k&1<<8
	for ; dm != 0; dm &= dm - 1 {
		j := b + 3*min(uint(bits.TrailingZeros32(dm)), 8)
		// u holds the two digits in the band, one cell of each a row.
		// The other digit's cell in the guess's row is open at the
		// root: the guess's cell, which sees it, could take the digit.
		u := A | e.cand[j]
		row := u >> (9 * r1) & 511
		// The same band: another row with the two digits in the same
		// two columns, open.
		x := u ^ row*rows | u&^open[b]
		if ^rowTops(x)&^(0x100<<(9*r1))&(0x100*rows) != 0 {
			return true
		}
		// The same stack: the other digit in the guess's row in the
		// guess's stack, and in another band a row with the two
		// digits in the same two columns, open.
		p := row & (7 << (3 * s))
		if p&(p-1) == 0 {
			continue
		}
		m := (7 << (3 * s)) * uint32(rows)
		for b2 := uint(0); b2 < 3; b2++ {
			u2 := e.cand[i-b+b2] | e.cand[j-b+b2]
			y := (u2 ^ p*rows | u2&^open[b2]) & m
			if b2 != b && ^rowTops(y)&(0x100*rows) != 0 {
				return true
			}
		}
	}
	return false
}

// place puts the digit of digit-band i in cell c, which must be in band
// i%3 and hold the digits dm (digit k in bit k), among them that of i;
// bit is the cell's bit in its band's words. It removes the digit from
// the cell's peers and the other digits from the cell. It does not
// propagate; it returns the digit-bands it changed.
func (e *engine) place(i, c uint, bit, dm uint32) (dirty uint32) {
	b := uint(bandOf[i]) & 3
	// The cell's digits leave it, two as a rule: a loop over them costs
	// less than a pass over all nine.
	w := (*[25]uint32)(e.cand[b:]) // digit-band b+j is w[j]
	for ; dm != 0; dm &= dm - 1 {
		j := min(uint(bits.TrailingZeros32(dm)), 8) * 3
		w[j] &^= bit
		dirty |= 1 << j
	}
	dirty <<= b
	// The digit leaves the cell's column in all three bands (the cell
	// too, for now). Only the bands where that removes something are
	// news: one that does not change has nothing new to give.
	d0 := min(i-b, 24) // i-b: min tells the compiler it is below 25
	col := cellCol[c]
	v := (*[3]uint32)(e.cand[d0:]) // the digit's three bands
	n := dropCols(v, col)
	e.cand[i] = (e.cand[i] | bit) & cellKeep[c]
	e.open[b] &^= bit
	// dirty holds the digit's own band, since the cell held the digit.
	return dirty | n<<d0
}

// dropCols takes the cells of col out of the three band words of a
// digit, v, and returns the bands that lost one: band k as bit k.
func dropCols(v *[3]uint32, col uint32) uint32 {
	x0, x1, x2 := v[0]&col, v[1]&col, v[2]&col
	v[0] ^= x0
	v[1] ^= x1
	v[2] ^= x2
	return (x0+0x7fffffff)>>31 | (x1+0x7fffffff)>>31<<1 | (x2+0x7fffffff)>>31<<2
}

// propagate applies the consequences of the changes in the digit-bands
// marked in dirty until nothing more follows, and reports false on a
// contradiction. It finds, in bulk, cheapest first:
//   - locked candidates inside each band for each digit (shrinkMask),
//     which also finds the hidden singles of the rows and boxes;
//   - a digit with one place left in a row (singleRow), which solves the
//     cell and removes the digit from the column in the other bands;
//   - naked singles: open cells with one candidate left;
//   - hidden singles in columns, and in the same pass locked candidates
//     between boxes and columns (permKeep on stacks).
//
// Each step only removes candidates its rule rules out, whatever the
// board, so the order of the steps does not change the board propagate
// ends with, nor whether it finds a contradiction: the search, its nodes
// and the order of its solutions do not depend on it.
//
// When it returns true, every row and box of every band holds every digit
// at least once (the shrink), so does every column (the column pass), and
// every cell holds a digit, exactly one if the cell is solved. So when no
// cell is open, the board is a valid solution.
func (e *engine) propagate(dirty uint32) bool {
	cand := &e.cand
	var touched uint32 // the digit-bands changed since the column pass
	for {
		touched |= dirty
		for dirty != 0 {
			i := uint(bits.TrailingZeros32(dirty)) & 31
			dirty &= dirty - 1
			a := cand[i]
			// Box presence of the three rows, then keep only the minirows
			// that some placement of the digit in the band can use.
			// The same look-ups give the rows with one place left.
			r0, r1, r2 := uint(rowInfo[a&511]), uint(rowInfo[a>>9&511]), uint(rowInfo[a>>18&511])
			pres := r0>>9 | r1>>9<<3 | r2>>9<<6
			s := uint32(r0&511 | (r1&511)<<9 | (r2&511)<<18)
			if k := a & shrinkMask[pres&511]; k != a {
				// The shrink took places, as in one case out of
				// seven: look at the rows again.
				if k == 0 {
					return false
				}
				a = k
				cand[i] = a
				s = uint32(singleRow[a&511]) |
					uint32(singleRow[a>>9&511])<<9 |
					uint32(singleRow[a>>18&511])<<18
			}
			// Rows where the digit has one place left solve their cell;
			// only cells still open are news.
			b := uint(bandOf[i]) & 3
			s &= e.open[b]
			if s == 0 {
				continue
			}
			dirty |= e.placeRows(i, b, s, a)
			touched |= dirty
		}
		// Count candidates per cell, and place the naked singles.
		var ok bool
		if dirty, ok = e.count(); !ok {
			return false
		}
		if dirty != 0 {
			continue
		}
		if e.open == [3]uint32{} {
			// Every cell is solved and holds one digit: a solved cell
			// never holds more, and the count found none without. Each
			// digit was placed in a cell where it was a candidate, and
			// left the cell's peers then, so no two peers hold the
			// same digit (singles that clash leave a cell empty), and
			// the board is a solution: the steps below could find
			// nothing more.
			return true
		}
		// Hidden singles in columns, and locked candidates between
		// boxes and columns, for the digits that changed.
		if dirty, ok = e.columns(touched); !ok {
			return false
		}
		touched = 0
		if dirty == 0 {
			return true
		}
	}
}

// placeRows solves the cells s of band b, where the digit of digit-band
// i (whose candidates, after the shrink, are a) has the last place of
// their rows, and returns the other digit-bands that changed. It is
// propagate's, apart so that the inner loop of propagate, where most
// digit-bands find no such row, keeps its variables in registers.
func (e *engine) placeRows(i, b uint, s, a uint32) uint32 {
	cand := &e.cand
	e.open[b] &^= s
	// The other digits leave the solved cells, and the digit leaves
	// their columns in the other two bands. The updates are
	// unconditional and note what they changed without a branch, digit
	// k of the band in bit 3k of m: for x below 2^27, (x+0x7fffffff)>>31
	// is 1 when x is not 0. The shifts are by constants, and the band's
	// offset comes last, once.
	w := (*[25]uint32)(cand[b:]) // digit-band b+j is w[j]
	var m uint32
	x := w[0] & s
	w[0] ^= x
	m |= (x + 0x7fffffff) >> 31
	x = w[3] & s
	w[3] ^= x
	m |= (x + 0x7fffffff) >> 31 << 3
	x = w[6] & s
	w[6] ^= x
	m |= (x + 0x7fffffff) >> 31 << 6
	x = w[9] & s
	w[9] ^= x
	m |= (x + 0x7fffffff) >> 31 << 9
	x = w[12] & s
	w[12] ^= x
	m |= (x + 0x7fffffff) >> 31 << 12
	x = w[15] & s
	w[15] ^= x
	m |= (x + 0x7fffffff) >> 31 << 15
	x = w[18] & s
	w[18] ^= x
	m |= (x + 0x7fffffff) >> 31 << 18
	x = w[21] & s
	w[21] ^= x
	m |= (x + 0x7fffffff) >> 31 << 21
	x = w[24] & s
	w[24] ^= x
	m |= (x + 0x7fffffff) >> 31 << 24
	col := (s | s>>9 | s>>18) & 511
	col |= col<<9 | col<<18
	d0 := min(i-b, 24)           // i-b: min tells the compiler it is below 25
	v := (*[3]uint32)(cand[d0:]) // the digit's three bands
	n := dropCols(v, col)
	// In its own band the digit lost nothing but the cells it
	// now holds, since the shrink cleared the rest of their box.
	cand[i] = a
	return (m<<b | n<<(d0&31)) &^ (1 << i)
}

// count counts the candidates of every cell, places the naked singles,
// and returns the digit-bands that changed. It reports false when a cell
// has no candidate left. It is propagate's, apart so that the register
// allocation of propagate's inner loop stays simple.
func (e *engine) count() (dirty uint32, ok bool) {
	cand := &e.cand
	// Count candidates per cell, bit-sliced: ones holds the cells
	// with at least one candidate, twos those with at least two. Every
	// band, even one none of whose digits changed since the last count:
	// the test would cost more in mispredicted branches than the count
	// of the band.
	for b := uint(0); b < 3; b++ {
		if e.open[b] == 0 {
			// A solved band: its cells hold a digit each, and one
			// that loses it empties its row for the digit, which
			// the shrink of the digit-band, dirty then, finds.
			continue
		}
		// The nine digits in pairs, then the pairs together: fewer
		// dependent steps than one digit at a time.
		w := (*[25]uint32)(cand[b:]) // digit-band b+j is w[j]
		o01, t01 := w[0]|w[3], w[0]&w[3]
		o23, t23 := w[6]|w[9], w[6]&w[9]
		o45, t45 := w[12]|w[15], w[12]&w[15]
		o67, t67 := w[18]|w[21], w[18]&w[21]
		o03, t03 := o01|o23, t01|t23|o01&o23
		o47, t47 := o45|o67, t45|t67|o45&o67
		o07, t07 := o03|o47, t03|t47|o03&o47
		ones, twos := o07|w[24], t07|o07&w[24]
		if ones != bandBits {
			return 0, false // a cell with no candidate left
		}
		s := e.open[b] &^ twos
		if s == 0 {
			continue
		}
		// Naked singles: place each, one cell at a time, so that two
		// singles that clash empty a cell and are caught above.
		e.open[b] &^= s
		for ; s != 0; s &= s - 1 {
			c := uint(bits.TrailingZeros32(s)) & 31
			// The cell's digit, digit k in bit k, found without a
			// branch: none when a clashing single took it already,
			// and then the cell stays empty.
			dm := w[0]>>c&1 | w[3]>>c&1<<1 | w[6]>>c&1<<2 |
				w[9]>>c&1<<3 | w[12]>>c&1<<4 | w[15]>>c&1<<5 |
				w[18]>>c&1<<6 | w[21]>>c&1<<7 | w[24]>>c&1<<8
			if dm == 0 {
				continue
			}
			j := b + 3*uint(bits.TrailingZeros32(dm))
			// The digit leaves the cell's column in all bands (the
			// cell too, for now) and its row and box.
			col := cellCol[c%9]
			d0 := j - b
			for k := d0; k < d0+3; k++ {
				y := cand[k] & col
				cand[k] ^= y
				dirty |= (y + 0x7fffffff) >> 31 << k
			}
			cand[j] = cand[j]&cellKeep[b*27+c] | 1<<c
			dirty |= 1 << j
		}
	}
	return dirty, true
}

// columns applies, for the digits of the digit-bands in touched, hidden
// singles in columns and locked candidates between boxes and columns, and
// returns the digit-bands that changed. It reports false when a column
// has no place left for a digit. It is propagate's, apart as count is.
func (e *engine) columns(touched uint32) (dirty uint32, ok bool) {
	cand := &e.cand
	// The changed digits, digit d in bit 3d: a loop over them spares
	// a mispredicted test per digit.
	digits := (touched | touched>>1 | touched>>2) & bandDigits
	for ; digits != 0; digits &= digits - 1 {
		// digits is not 0, so d0 is at most 24: min says so to the
		// compiler at less cost than a modulo.
		d0 := min(uint(bits.TrailingZeros32(digits)), 24)
		v := (*[3]uint32)(cand[d0 : d0+3]) // the digit's three bands
		a0, a1, a2 := v[0], v[1], v[2]
		free := a0&e.open[0] | a1&e.open[1] | a2&e.open[2]
		if free == 0 {
			// Every place of the digit is solved: one in each row,
			// box and column, and nothing to find.
			continue
		}
		// Bit-sliced count over the nine rows of each column: first
		// over the three bands, each place of a band at once, then
		// over the three rows of the band.
		a01 := a0 | a1
		o := a01 | a2                    // the places some band has
		t := a0&a1 | a2&a01              // and two bands or more have
		ones, twos := colCount(o)        // the columns with places
		twos |= (t | t>>9 | t>>18) & 511 // and with two or more
		if ones != 511 {
			return 0, false // a column without the digit
		}
		one := (ones &^ twos) * (1 | 1<<9 | 1<<18)
		if free&one != 0 {
			// Singles: the stacks wait for the next round, where
			// the digit is changed again.
			e.columnSingles(d0, one, &dirty)
			continue
		}
		// The stacks: the columns of each band where the digit may
		// go, then per stack the permutation rule of permKeep. The
		// presence matrix of each stack is a 3×3 block of the
		// band-major columns; transpose to stack-major, keep, and
		// transpose back.
		c0 := (a0 | a0>>9 | a0>>18) & 511
		c1 := (a1 | a1>>9 | a1>>18) & 511
		c2 := (a2 | a2>>9 | a2>>18) & 511
		p0 := c0&7 | (c1&7)<<3 | (c2&7)<<6
		p1 := c0>>3&7 | (c1>>3&7)<<3 | (c2>>3&7)<<6
		p2 := c0>>6 | c1>>6<<3 | c2>>6<<6
		q0 := uint32(permKeep[p0])
		q1 := uint32(permKeep[p1])
		q2 := uint32(permKeep[p2])
		if (q0^p0)|(q1^p1)|(q2^p2) == 0 {
			continue // the rule keeps every column, as a rule
		}
		k0 := q0&7 | (q1&7)<<3 | (q2&7)<<6
		k1 := q0>>3&7 | (q1>>3&7)<<3 | (q2>>3&7)<<6
		k2 := q0>>6 | q1>>6<<3 | q2>>6<<6
		if k0 != c0 {
			cand[d0] = a0 & (k0 * (1 | 1<<9 | 1<<18))
			dirty |= 1 << d0
		}
		if k1 != c1 {
			cand[d0+1] = a1 & (k1 * (1 | 1<<9 | 1<<18))
			dirty |= 1 << (d0 + 1)
		}
		if k2 != c2 {
			cand[d0+2] = a2 & (k2 * (1 | 1<<9 | 1<<18))
			dirty |= 1 << (d0 + 2)
		}
	}
	return dirty, true
}

// columnSingles solves the open cells of the digit of digit-bands d0 to
// d0+2 that are its last place in their column, one the set of those
// columns in every band, and marks in dirty the digit-bands it changes.
func (e *engine) columnSingles(d0 uint, one uint32, dirty *uint32) {
	cand := &e.cand
	for b := uint(0); b < 3; b++ {
		s := cand[d0+b] & one & e.open[b]
		if s == 0 {
			continue
		}
		e.open[b] &^= s
		// The other digits leave the solved cells, and the digit leaves
		// their rows and boxes. Two singles that clash wipe each other
		// out, to be caught as a contradiction.
		for j := b; j < 27; j += 3 {
			if j != d0+b && cand[j]&s != 0 {
				cand[j] &^= s
				*dirty |= 1 << j
			}
		}
		a := cand[d0+b]
		for x := s; x != 0; x &= x - 1 {
			a &= cellKeep[b*27+uint(bits.TrailingZeros32(x))]
		}
		cand[d0+b] = a
		*dirty |= 1 << (d0 + b)
	}
}

// colCount returns, for the three rows of the band word a, the columns
// where a has at least one cell and those where it has at least two.
func colCount(a uint32) (ones, twos uint32) {
	r0, r1, r2 := a&511, a>>9&511, a>>18&511
	return r0 | r1 | r2, r0&r1 | r0&r2 | r1&r2
}

// minirowsFit reports whether, in every minirow, the digits that must go
// there fit. The search asks before it branches on a cell with more than
// two candidates, which proper puzzles rarely need (asking at every node
// costs a tenth of the time on the benchmark sets for no fewer nodes). A digit must go in a minirow when its box, or its row, has no
// other place for it; distinct digits need distinct cells, so no more of
// them may be confined to a minirow than it has cells that can take one of
// them. Without this check, a grid with few givens in which, say, three
// digits are confined to the two cells of a minirow that can take them
// has the search fill the rest of the grid in every way before it fails.
func (e *engine) minirowsFit() bool {
	for b := uint(0); b < 3; b++ {
		var count [9]uint8  // per minirow r*3+k, the digits confined to it
		var cells [9]uint32 // and the cells of it that can take one of them
		for j := b; j < 27; j += 3 {
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

// next searches on from where the last call left off until it finds the
// next solution, which it leaves on the board, and reports whether it
// found one. It reports false when the space is exhausted, when the stack
// overflows, or when a bound stops the search: then it returns the error
// of check. The first call searches the loaded board, whose digit-bands in
// e.dirty have changed since the last propagation.
//
// ctx, which may be nil, is the context of a bounded search. It and the
// error are kept out of the engine: escape analysis does not tell the
// fields of a struct apart, so an interface method called on a field, or
// an error read from one and returned, would move the engine's stack to
// the heap.
func (e *engine) next(ctx context.Context) (bool, error) {
	sp, dirty := e.sp, e.dirty
	backtrack := e.resume // the board holds the last solution
	e.resume = false
	for {
		if !backtrack {
			e.nodes++
			if e.nodes > e.nextCheck {
				if err := e.check(ctx); err != nil {
					return false, err
				}
			}
			// A board with nothing changed since it was propagated,
			// as the root that countFrom goes on from, is as it is.
			ok := dirty == 0 || e.propagate(dirty)
			if ok && e.open == [3]uint32{} {
				// Every cell is solved, so the board is a solution (see
				// propagate). Come back to the frames above it.
				e.found++
				e.sp, e.resume = sp, true
				return true, nil
			}
			if ok {
				// Branch: try the first candidate of the chosen cell
				// here, and save the board without it for later.
				i, c, bit, dm, live := e.choose()
				if !live {
					goto deadEnd
				}
				if e.guesses >= e.maxGuesses {
					if err := e.check(ctx); err != nil {
						return false, err
					}
				}
				if sp == len(e.stack) {
					// The board is the propagated node: a search
					// given a longer stack with the same frames can
					// go on from it (see countFrom).
					e.overflow = true
					e.sp, e.dirty = sp, 0
					return false, nil
				}
				e.guesses++
				f := &e.stack[sp]
				sp++
				f.board = e.board
				f.cand[i] &^= bit
				f.dirty = 1 << i
				dirty = e.place(i, c, bit, dm)
				continue
			}
		}
		// A dead end, or the last solution: take the saved branch.
	deadEnd:
		backtrack = false
		if sp == 0 {
			e.sp = 0
			return false, nil
		}
		sp--
		e.board = e.stack[sp].board
		dirty = e.stack[sp].dirty
	}
}

// choose picks the branch: of the open cells with the fewest candidates
// (two, as a rule), the one that sees the most open cells, the first in
// row-major order on a tie, and its smallest digit. It returns the
// digit-band, the cell, as a number and as a bit of its band's words, and
// the cell's digits, or live == false when minirowsFit finds the board
// dead. The board must have an open cell.
//
// Placing a digit in the cell that sees the most open cells removes it
// from the most places, so propagation goes furthest; on the hard sets
// this halves the nodes of the search compared with taking the first
// bivalue cell. When no cell has two candidates, choose first asks
// minirowsFit.
func (e *engine) choose() (i, c uint, bit, dm uint32, live bool) {
	// The open cells with two candidates (none has fewer, after
	// propagation), per band: bit-sliced counts of the band's nine
	// digit-bands w[0], w[3], ..., w[24], in pairs, then quads: o holds
	// the cells with at least one, t at least two, h at least three. (In
	// the loop rather than in a function of its own, which the compiler
	// would not inline.)
	var two [3]uint32
	for b := uint(0); b < 3; b++ {
		w := (*[25]uint32)(e.cand[b:]) // digit-band b+j is w[j]
		o01, t01 := w[0]|w[3], w[0]&w[3]
		o23, t23 := w[6]|w[9], w[6]&w[9]
		o45, t45 := w[12]|w[15], w[12]&w[15]
		o67, t67 := w[18]|w[21], w[18]&w[21]
		o03, t03, h03 := o01|o23, t01|t23|o01&o23, t01&o23|o01&t23
		o47, t47, h47 := o45|o67, t45|t67|o45&o67, t45&o67|o45&t67
		t07 := t03 | t47 | o03&o47
		h07 := h03 | h47 | t03&o47 | o03&t47
		two[b] = e.open[b] &^ (h07 | t07&w[24])
	}
	if two == [3]uint32{} {
		// No cell with two, as in grids with few givens: check that the
		// confined digits fit, then take the cells with the fewest.
		if !e.minirowsFit() {
			return 0, 0, 0, 0, false
		}
		two = e.fewest()
	}
	o0, o1, o2 := e.open[0], e.open[1], e.open[2]
	best, bestN := mostSeen(two[0], 0, o0, o1, o2, 0, -1)
	best, bestN = mostSeen(two[1], 27, o1, o2, o0, best, bestN)
	best, _ = mostSeen(two[2], 54, o2, o0, o1, best, bestN)
	// The cell's digits, digit k in bit k, found without a branch per
	// digit; the cell is open, so it has two or more.
	b, k := best/27, best%27
	w := (*[25]uint32)(e.cand[b:]) // digit-band b+j is w[j]
	dm = w[0]>>k&1 | w[3]>>k&1<<1 | w[6]>>k&1<<2 |
		w[9]>>k&1<<3 | w[12]>>k&1<<4 | w[15]>>k&1<<5 |
		w[18]>>k&1<<6 | w[21]>>k&1<<7 | w[24]>>k&1<<8
	return b + 3*uint(bits.TrailingZeros32(dm)), best, 1 << k, dm, true
}

// mostSeen returns, of the cells best and those of set (cells of the band
// at base, whose open cells are own, the open cells of the other two
// bands far1 and far2), the one that sees the most open cells, the first
// on a tie, with its count; bestN is the count of best, -1 for none.
func mostSeen(set uint32, base uint, own, far1, far2 uint32, best uint, bestN int) (uint, int) {
	for ; set != 0; set &= set - 1 {
		c := base + uint(bits.TrailingZeros32(set))
		col := cellCol[c]
		// One count over the open cells the cell sees: its row and box
		// in the low word, its column in the other two bands in the
		// high one (the second shifted by a bit, clear of the first).
		n := bits.OnesCount64(uint64(own&^cellKeep[c]) |
			uint64(far1&col|(far2&col)<<1)<<32)
		if n > bestN {
			best, bestN = c, n
		}
	}
	return best, bestN
}

// fewest returns the open cells with the fewest candidates, per band.
func (e *engine) fewest() [3]uint32 {
	var set [3]uint32
	bestN := 10
	for b := uint(0); b < 3; b++ {
		for s := e.open[b]; s != 0; s &= s - 1 {
			c := uint(bits.TrailingZeros32(s))
			n := 0
			for j := b; j < 27; j += 3 {
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

// grid returns the solved board as a Grid.
func (e *engine) grid() Grid {
	var g Grid
	for i, a := range e.cand {
		d := uint8(i/3) + 1
		base := i % 3 * 27
		for ; a != 0; a &= a - 1 {
			g[base+bits.TrailingZeros32(a)] = d
		}
	}
	return g
}
