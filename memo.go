// Technique engine: memos that spare a finder the unchanged parts of a grid.

package sudoku

import "sync"

// What a search that found nothing in a position tells the next. Along
// a path most positions differ from the last by a few cells, and a
// search that looked at the last and found nothing finds nothing again
// in the parts of the grid it depends on that did not change: the cells
// of a house for a subset, the candidates of a digit for a fish, those
// of two or three cells and the cells
// that see them all for an aligned exclusion. Such a search keeps the
// last position in which it found nothing, and looks only at the parts
// that changed since. Any position in which it found nothing serves,
// whatever the puzzle, so the memos are shared through a pool; the last
// one of the same path serves best.

// A searchMemo holds a position in which a search found nothing.
type searchMemo struct {
	pos   Candidates
	valid bool
}

// A memoSet holds a memo for each technique.
type memoSet [numTechniques]searchMemo

// memos holds the memo sets not in use.
var memos = sync.Pool{New: func() any { return new(memoSet) }}

// changed returns the cells whose value or marks differ between the
// memo's position and c: all of them when the memo holds none.
func (m *searchMemo) changed(c *Candidates) cellSet {
	if !m.valid {
		return cellSet{^uint64(0), ^uint64(0)}
	}
	// Most cells did not change: four cells' marks and values are
	// compared at a time (the compiler reads each group with one load),
	// and only a group that differs is looked at cell by cell.
	var set cellSet
	a, b := &m.pos, c
	for i := 0; i < 80; i += 4 {
		x, y := lanes4(a.marks[i:i+4]), lanes4(b.marks[i:i+4])
		u, v := bytes4(a.values[i:i+4]), bytes4(b.values[i:i+4])
		if x == y && u == v {
			continue
		}
		for cell := i; cell < i+4; cell++ {
			if a.marks[cell] != b.marks[cell] || a.values[cell] != b.values[cell] {
				set.add(cell)
			}
		}
	}
	if a.marks[80] != b.marks[80] || a.values[80] != b.values[80] {
		set.add(80)
	}
	return set
}

// lanes4 returns the four marks of m as the 16-bit lanes of a word.
func lanes4(m []mask) uint64 {
	w := (*[4]mask)(m)
	return uint64(w[0]) | uint64(w[1])<<16 | uint64(w[2])<<32 | uint64(w[3])<<48
}

// bytes4 returns the four values of v as the bytes of a word.
func bytes4(v []uint8) uint32 {
	w := (*[4]uint8)(v)
	return uint32(w[0]) | uint32(w[1])<<8 | uint32(w[2])<<16 | uint32(w[3])<<24
}

// changedDigits returns the digits (bits 0-8) whose candidates differ
// between the memo's position and c: all of them when the memo holds
// none. A digit placed leaves the marks of its cell.
func (m *searchMemo) changedDigits(c *Candidates) mask {
	if !m.valid {
		return allDigits
	}
	var ds mask
	for cell := range 81 {
		ds |= m.pos.marks[cell] ^ c.marks[cell]
	}
	return ds
}

// changedHouses returns the houses, as bits 0-26, that hold a cell of
// changed.
func changedHouses(changed cellSet) uint32 {
	// A test per house costs less than a walk over the changed cells,
	// which are often many.
	var hs uint32
	for h, set := range &houseSets {
		if changed[0]&set[0]|changed[1]&set[1] != 0 {
			hs |= 1 << h
		}
	}
	return hs
}

// houseSets holds the cells of each house as a cellSet.
var houseSets = makeHouseSets()

// makeHouseSets builds houseSets.
func makeHouseSets() (hs [27]cellSet) {
	for h, cells := range houses {
		for _, c := range cells {
			hs[h].add(int(c))
		}
	}
	return hs
}

// keep makes c the memo's position when the search found nothing in it.
func (m *searchMemo) keep(c *Candidates, found bool) {
	if !found {
		m.pos, m.valid = *c, true
	}
}
