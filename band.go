// Bitboard engine: the band layout and its tables (the house engine's too).

package sudoku

// The tables of the band layout that the solver engine (engine.go) works
// in. A band is three rows of the grid: rows 0-2, 3-5 or 6-8. The engine
// keeps, for each digit and each band, a 27-bit set of the cells of the
// band where the digit may still go: bit r*9+c stands for the cell in row
// r of the band (0-2) and column c (0-8), so cell i of the grid is bit
// i%27 of band i/27. Inside one such word a row is 9 adjacent bits, a box
// is three runs of 3 bits ("minirows"), and a column is the bits c, c+9
// and c+18.

// bandBits is the set of all 27 cells of a band.
const bandBits = 1<<27 - 1

// boxPresence maps the 9 bits of one row of a band to the 3-bit set of the
// boxes (minirows) where it has a bit: bit k for the box of columns
// 3k-3k+2.
var boxPresence = makeBoxPresence()

// shrinkMask maps the 3×3 box presence of one digit in one band (bit r*3+k
// set when row r of the band has a candidate in box k) to the 27-bit set
// of minirows that can still hold the digit. The digit goes in each row of
// the band once and in each box once, so its three placements follow one
// of the six permutations of the boxes over the rows; a minirow stays only
// when some permutation that uses present minirows alone goes through it.
// This is the bulk form of locked candidates inside a band (pointing and
// claiming); it is 0 when no permutation fits, a contradiction.
var shrinkMask = makeShrinkMask()

// permKeep is shrinkMask before the expansion to minirows: it maps a 3×3
// presence matrix (bit r*3+k) to the matrix of the entries that some
// permutation through present entries uses. The engine applies it to
// stacks as well: in the three columns of a stack a digit goes once in
// each column and once in each band, so the presence matrix of bands
// (bit b*3+k for column k of the stack in band b) follows the same rule,
// and this gives locked candidates between boxes and columns.
var permKeep = makePermKeep()

// confined maps the box presence of a digit in a band, as for shrinkMask,
// to the set of minirows (bit r*3+k) where the digit must go: those that
// are its only place in their box or in their row.
var confined = makeConfined()

// singleRow maps the 9 bits of one row to themselves when exactly one bit
// is set, and to 0 otherwise: a row where the digit has one place left.
var singleRow = makeSingleRow()

// rowInfo maps the 9 bits of one row of a band to singleRow's value in
// its low 9 bits and boxPresence's above them, so that one look-up gives
// both.
var rowInfo = makeRowInfo()

// cellKeep and cellCol hold, for each cell, what placing a digit there
// leaves of that digit: cellKeep is the set of cells in the cell's band
// that are not in its row or box (with the cell itself), and cellCol is
// the cell's column in any band (three bits).
var cellKeep, cellCol = makeCellMasks()

// makeBoxPresence builds boxPresence.
func makeBoxPresence() (t [512]uint8) {
	for x := range t {
		for k := range 3 {
			if x>>(3*k)&7 != 0 {
				t[x] |= 1 << k
			}
		}
	}
	return t
}

// permutations lists the six ways to place a digit in the three rows of a
// band, as the box used by each row.
var permutations = [6][3]int{
	{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0},
}

// makePermKeep builds permKeep.
func makePermKeep() (t [512]uint16) {
	for pres := range t {
		for _, p := range permutations {
			var pm int
			for r, k := range p {
				pm |= 1 << (r*3 + k)
			}
			if pres&pm == pm {
				// The permutation uses present entries only.
				t[pres] |= uint16(pm)
			}
		}
	}
	return t
}

// makeShrinkMask builds shrinkMask from permKeep.
func makeShrinkMask() (t [512]uint32) {
	for pres := range t {
		for e := range 9 {
			if permKeep[pres]>>e&1 != 0 {
				r, k := e/3, e%3
				t[pres] |= 7 << (r*9 + k*3)
			}
		}
	}
	return t
}

// makeConfined builds confined.
func makeConfined() (t [512]uint16) {
	for pres := range t {
		for r := range 3 {
			for k := range 3 {
				e := 1 << (r*3 + k)
				if pres&e == 0 {
					continue
				}
				row := pres >> (r * 3) & 7           // the boxes of row r
				box := pres >> k & (1 | 1<<3 | 1<<6) // the rows of box k
				if row == 1<<k || box == 1<<(r*3) {
					t[pres] |= uint16(e)
				}
			}
		}
	}
	return t
}

// makeSingleRow builds singleRow.
func makeSingleRow() (t [512]uint16) {
	for x := range t {
		if x != 0 && x&(x-1) == 0 {
			t[x] = uint16(x)
		}
	}
	return t
}

// makeRowInfo builds rowInfo from singleRow and boxPresence.
func makeRowInfo() (t [512]uint16) {
	for x := range t {
		t[x] = singleRow[x] | uint16(boxPresence[x])<<9
	}
	return t
}

// makeCellMasks builds cellKeep and cellCol.
func makeCellMasks() (keep, col [81]uint32) {
	for c := range 81 {
		r, k := c%27/9, c%9/3
		keep[c] = bandBits
		keep[c] &^= 511 << (r * 9)                      // the row
		keep[c] &^= 7<<(k*3) | 7<<(k*3+9) | 7<<(k*3+18) // the box
		keep[c] |= 1 << (c % 27)
		col[c] = (1 | 1<<9 | 1<<18) << (c % 9)
	}
	return keep, col
}
