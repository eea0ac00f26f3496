//go:build goexperiment.simd && amd64

package sudoku

import "simd/archsimd"

// Propagation on AVX-512: the board in three 512-bit registers, four
// digits each (see engine_simd_amd64.go). This file is
// engine_simd_avx2_amd64.go with wider registers; keep the two in step.

// Bit masks of a band word, each as a vector of sixteen equal lanes.
var c16 = struct {
	one, top, band, row0 [16]uint32
	s1, s2, s3, s6       [16]uint32 // shift counts
	s9, s18              [16]uint32
	minis, minisK01      [16]uint32    // minirow positions: all; boxes 0-1
	minisK2, minisRow0   [16]uint32    // box 2; row 0
	rowsL, rows02, rows1 [16]uint32    // the low bit of each row; rows 0, 2; row 1
	carry02, carry1      [16]uint32    // the carries out of rows 0, 2 and 1
	colK01, colK2        [16]uint32    // columns 0-1 and 2 of each stack
	pads                 [3][16]uint32 // the pad lanes of each register
	pairs, halves        [16]uint32    // lane group swaps
}{
	one: fill16(1), top: fill16(1 << 31), band: fill16(bandBits),
	row0: fill16(511),
	s1:   fill16(1), s2: fill16(2), s3: fill16(3), s6: fill16(6),
	s9: fill16(9), s18: fill16(18),
	minis: fill16(0x1249249), minisK01: fill16(0x241209),
	minisK2: fill16(0x1008040), minisRow0: fill16(0x49),
	rowsL: fill16(0x40201), rows02: fill16(0x7fc01ff), rows1: fill16(0x3fe00),
	carry02: fill16(1<<9 | 1<<27), carry1: fill16(1 << 18),
	colK01: fill16(0xdb), colK2: fill16(0x124),
	pads:   pads16(),
	pairs:  [16]uint32{4, 5, 6, 7, 0, 1, 2, 3, 12, 13, 14, 15, 8, 9, 10, 11},
	halves: [16]uint32{8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7},
}

// fill16 returns sixteen copies of x.
func fill16(x uint32) (v [16]uint32) {
	for i := range v {
		v[i] = x
	}
	return v
}

// pads16 returns the pad lanes of the three registers of a board: lane
// 3 of each group, and the groups of the tenth to twelfth digits.
func pads16() (p [3][16]uint32) {
	for k := range p {
		for i := range p[k] {
			if i%4 == 3 || k == 2 && i >= 4 {
				p[k][i] = ^uint32(0)
			}
		}
	}
	return p
}

// ld16 loads a vector.
func ld16(p *[16]uint32) archsimd.Uint32x16 { return archsimd.LoadUint32x16(p) }

// boxRot16 moves the minirow bits of x one box to the left, in each row:
// the bit of box k takes that of box k+1 (mod 3).
func boxRot16(x archsimd.Uint32x16) archsimd.Uint32x16 {
	return x.ShiftRight(ld16(&c16.s3)).And(ld16(&c16.minisK01)).
		Or(x.ShiftLeft(ld16(&c16.s6)).And(ld16(&c16.minisK2)))
}

// shrink16 is the shrink of the scalar engine (shrinkMask) on every lane:
// it keeps the minirows of a that some placement of the digit in the band
// can use. (The helpers are kept apart so that each is small enough for
// the compiler to inline.)
func shrink16(a archsimd.Uint32x16) archsimd.Uint32x16 {
	return a.And(minirows16(shrinkKeep16(presence16(a))))
}

// presence16 returns the minirows of a that hold a cell, as a bit at the
// first position of each.
func presence16(a archsimd.Uint32x16) archsimd.Uint32x16 {
	return a.Or(a.ShiftRight(ld16(&c16.s1))).Or(a.ShiftRight(ld16(&c16.s2))).And(ld16(&c16.minis))
}

// minirows16 returns the cells of the minirows of presence m.
func minirows16(m archsimd.Uint32x16) archsimd.Uint32x16 {
	return m.Or(m.ShiftLeft(ld16(&c16.s1))).Or(m.ShiftLeft(ld16(&c16.s2)))
}

// shrinkKeep16 returns the minirows of the presence m (a bit at each
// minirow position) that stay: minirow (r, k) stays when the other rows
// can take the other boxes, in one of the two ways,
// m[r+1][k+1]&m[r+2][k+2] | m[r+1][k+2]&m[r+2][k+1].
func shrinkKeep16(m archsimd.Uint32x16) archsimd.Uint32x16 {
	// The rows rotated by one and two: the bits that land outside the
	// minirow positions are never read by boxRot16.
	x := m.ShiftRight(ld16(&c16.s9)).Or(m.ShiftLeft(ld16(&c16.s18)))
	y := m.ShiftRight(ld16(&c16.s18)).Or(m.ShiftLeft(ld16(&c16.s9)))
	u := x.And(boxRot16(y)).Or(boxRot16(x).And(y))
	return m.And(boxRot16(u))
}

// rowSingles16 returns the cells of a that are alone in their row. Every
// row of a must hold a bit (so that a-rowsL borrows inside each row).
func rowSingles16(a archsimd.Uint32x16) archsimd.Uint32x16 {
	y := a.And(a.Sub(ld16(&c16.rowsL))) // each row less its lowest bit
	// A carry out of each row of y that is not empty, spread back over
	// the row.
	t := y.And(ld16(&c16.rows02)).Add(ld16(&c16.rows02)).And(ld16(&c16.carry02)).
		Or(y.And(ld16(&c16.rows1)).Add(ld16(&c16.rows1)).And(ld16(&c16.carry1)))
	return a.AndNot(t.Sub(t.ShiftRight(ld16(&c16.s9))))
}

// colCount16 returns, per lane group, the columns of the digit that have
// at least one place and those that have at least two, over all three
// bands, in each lane of the group (9 bits).
func colCount16(a archsimd.Uint32x16) (ones, twos archsimd.Uint32x16) {
	r0 := a.And(ld16(&c16.row0))
	r1 := a.ShiftRight(ld16(&c16.s9)).And(ld16(&c16.row0))
	r2 := a.ShiftRight(ld16(&c16.s18))
	o := r0.Or(r1).Or(r2)
	t := r0.And(r1).Or(r0.Or(r1).And(r2))
	o1, o2 := o.PermuteScalarsGrouped(1, 2, 0, 3), o.PermuteScalarsGrouped(2, 0, 1, 3)
	t1, t2 := t.PermuteScalarsGrouped(1, 2, 0, 3), t.PermuteScalarsGrouped(2, 0, 1, 3)
	ones = o.Or(o1).Or(o2)
	twos = t.Or(t1).Or(t2).Or(o.And(o1)).Or(o.Or(o1).And(o2))
	return ones, twos
}

// spreadCols16 returns the columns of the 9-bit set x in all three rows.
func spreadCols16(x archsimd.Uint32x16) archsimd.Uint32x16 {
	return x.Or(x.ShiftLeft(ld16(&c16.s9))).Or(x.ShiftLeft(ld16(&c16.s18)))
}

// dup16 is not 0 in a lane where two cells of p see each other inside
// the band: two in a row, a column or a box. rows must be rows16(p).
func dup16(p, rows archsimd.Uint32x16) archsimd.Uint32x16 {
	// A bit in each empty row, so that q-rowsL borrows inside each row:
	// a row with two cells keeps one in q&(q-rowsL).
	q := p.Or(ld16(&c16.rowsL).AndNot(rows))
	dup := q.And(q.Sub(ld16(&c16.rowsL)))
	// Rows 0 and 1 or 1 and 2, then 0 and 2, in a column or a box.
	dup = dup.Or(p.And(p.ShiftRight(ld16(&c16.s9)))).Or(p.And(p.ShiftRight(ld16(&c16.s18))))
	m := presence16(p)
	return dup.Or(m.And(m.ShiftRight(ld16(&c16.s9)))).Or(m.And(m.ShiftRight(ld16(&c16.s18))))
}

// rows16 returns the rows of the band where p has a cell, in full.
func rows16(p archsimd.Uint32x16) archsimd.Uint32x16 {
	// A carry out of each row that is not empty, spread back over it.
	t := p.And(ld16(&c16.rows02)).Add(ld16(&c16.rows02)).And(ld16(&c16.carry02)).
		Or(p.And(ld16(&c16.rows1)).Add(ld16(&c16.rows1)).And(ld16(&c16.carry1)))
	return t.Sub(t.ShiftRight(ld16(&c16.s9)))
}

// cols16 returns, in each lane of a group, the columns (9 bits) where p
// has a cell in any band, and a set not 0 where two bands share one.
func cols16(p archsimd.Uint32x16) (cols, dup archsimd.Uint32x16) {
	o := p.Or(p.ShiftRight(ld16(&c16.s9))).Or(p.ShiftRight(ld16(&c16.s18))).And(ld16(&c16.row0))
	o1, o2 := o.PermuteScalarsGrouped(1, 2, 0, 3), o.PermuteScalarsGrouped(2, 0, 1, 3)
	return o.Or(o1).Or(o2), o.And(o1).Or(o.And(o2))
}

// boxes16 returns the boxes of the band where p has a cell, in full.
func boxes16(p archsimd.Uint32x16) archsimd.Uint32x16 {
	m := presence16(p)
	bx := m.Or(m.ShiftRight(ld16(&c16.s9))).Or(m.ShiftRight(ld16(&c16.s18))).And(ld16(&c16.minisRow0))
	return spreadCols16(bx.Or(bx.ShiftLeft(ld16(&c16.s1))).Or(bx.ShiftLeft(ld16(&c16.s2))))
}

// stack16 is the locked candidates of the scalar engine's stack pass
// (permKeep) on every lane: per stack, the entries of the 3×3 matrix of
// bands and columns where the digit may go that some placement uses.
func stack16(a archsimd.Uint32x16) archsimd.Uint32x16 {
	return a.And(spreadCols16(stackKeep16(columns16(a))))
}

// columns16 returns the columns (9 bits) where a has a cell.
func columns16(a archsimd.Uint32x16) archsimd.Uint32x16 {
	return a.Or(a.ShiftRight(ld16(&c16.s9))).Or(a.ShiftRight(ld16(&c16.s18))).And(ld16(&c16.row0))
}

// stackKeep16 is shrinkKeep16 for the columns c of the bands of a stack.
func stackKeep16(c archsimd.Uint32x16) archsimd.Uint32x16 {
	x, y := c.PermuteScalarsGrouped(1, 2, 0, 3), c.PermuteScalarsGrouped(2, 0, 1, 3)
	u := x.And(colRot16(y)).Or(colRot16(x).And(y))
	return c.And(colRot16(u))
}

// colRot16 moves the column bits of x one column to the left in each
// stack: column j takes the bit of column j+1 (mod 3).
func colRot16(x archsimd.Uint32x16) archsimd.Uint32x16 {
	return x.ShiftRight(ld16(&c16.s1)).And(ld16(&c16.colK01)).
		Or(x.ShiftLeft(ld16(&c16.s2)).And(ld16(&c16.colK2)))
}

// isZero16 reports whether every lane of x is 0.
func isZero16(x archsimd.Uint32x16) bool {
	return x.GetLo().Or(x.GetHi()).IsZero()
}

// across16 combines the bit-sliced counts o (at least one), t (two) and
// h (three) of the four lane groups of x, in every group.
func across16(o, t, h archsimd.Uint32x16) (ones, twos, threes archsimd.Uint32x16) {
	for _, swap := range [2]*[16]uint32{&c16.pairs, &c16.halves} {
		os, ts, hs := o.Permute(ld16(swap)), t.Permute(ld16(swap)), h.Permute(ld16(swap))
		h = h.Or(hs).Or(t.And(os)).Or(o.And(ts))
		t, o = t.Or(ts).Or(o.And(os)), o.Or(os)
	}
	return o, t, h
}

// at16 returns the k-th 16 words of x as an array pointer.
func at16(x []uint32, k int) *[16]uint32 { return (*[16]uint32)(x[k*16 : k*16+16]) }

// propagate16 is the scalar engine's propagate on AVX-512: it applies
// singles and locked candidates until nothing more follows, and reports
// false on a contradiction. It works in rounds over the whole board, each
// pass a loop over the three registers: locked candidates in the bands;
// then the cells that must take a digit (naked singles, a digit alone in
// a row or a column), all placed at once; when there are none, locked
// candidates in the stacks. When it returns true, the board meets the
// promise of propagate, and e.two holds the open cells with two
// candidates.
func (e *vecEngine) propagate16() bool {
	v := &e.vecBoard
	var place [48]uint32 // the cells where each digit goes
	open := ld16(at16(v.open[:], 0))
	// Locked candidates in the bands, and a bit-sliced count of the
	// candidates per cell: at least one, two, three. The pass that places
	// digits does the same at its end.
	var z, o, t, h archsimd.Uint32x16
	for k := range 3 {
		a := ld16(at16(v.cand[:], k))
		a = a.And(minirows16(shrinkKeep16(presence16(a))))
		a.Store(at16(v.cand[:], k))
		// A digit-band with no place left: a-1 has the top bit set.
		z = z.Or(a.Sub(ld16(&c16.one)).AndNot(ld16(&c16.pads[k])))
		h, t, o = h.Or(t.And(a)), t.Or(o.And(a)), o.Or(a)
	}
	for {
		if !isZero16(z.And(ld16(&c16.top))) {
			archsimd.ClearAVXUpperBits()
			return false
		}
		o, t, h = across16(o, t, h)
		if !isZero16(o.Xor(ld16(&c16.band)).AndNot(ld16(&c16.pads[0]))) {
			archsimd.ClearAVXUpperBits()
			return false // a cell with no candidate
		}
		naked := open.AndNot(t)
		// The cells that must take a digit.
		var bad, po, pt archsimd.Uint32x16
		for k := range 3 {
			a := ld16(at16(v.cand[:], k))
			ones, twos := colCount16(a)
			bad = bad.Or(ones.Xor(ld16(&c16.row0)).AndNot(ld16(&c16.pads[k])))
			col := a.And(spreadCols16(ones.AndNot(twos)))
			p := a.And(naked).Or(rowSingles16(a).Or(col).And(open))
			p.Store(at16(place[:], k))
			pt, po = pt.Or(po.And(p)), po.Or(p)
		}
		if !isZero16(bad) {
			archsimd.ClearAVXUpperBits()
			return false // a column without a place for a digit
		}
		if isZero16(po) {
			// Nothing to place: locked candidates in the stacks, then
			// in the bands again when they removed something.
			var changed archsimd.Uint32x16
			for k := range 3 {
				a := ld16(at16(v.cand[:], k))
				n := a.And(spreadCols16(stackKeep16(columns16(a))))
				n.Store(at16(v.cand[:], k))
				changed = changed.Or(n.Xor(a))
			}
			if isZero16(changed) {
				open.AndNot(h).Store(at16(e.two[:], 0))
				break
			}
			z, o, t, h = archsimd.Uint32x16{}, archsimd.Uint32x16{}, archsimd.Uint32x16{}, archsimd.Uint32x16{}
			for k := range 3 {
				a := ld16(at16(v.cand[:], k))
				a = a.And(minirows16(shrinkKeep16(presence16(a))))
				a.Store(at16(v.cand[:], k))
				z = z.Or(a.Sub(ld16(&c16.one)).AndNot(ld16(&c16.pads[k])))
				h, t, o = h.Or(t.And(a)), t.Or(o.And(a)), o.Or(a)
			}
			continue
		}
		all, two, _ := across16(po, pt, archsimd.Uint32x16{})
		if !isZero16(two) {
			archsimd.ClearAVXUpperBits()
			return false // two digits for one cell
		}
		open = open.AndNot(all)
		// Place them: the digit leaves the peers, the others the cell;
		// then locked candidates in the bands, and the count.
		var dup archsimd.Uint32x16
		z, o, t, h = archsimd.Uint32x16{}, archsimd.Uint32x16{}, archsimd.Uint32x16{}, archsimd.Uint32x16{}
		for k := range 3 {
			a := ld16(at16(v.cand[:], k))
			p := ld16(at16(place[:], k))
			cols, d := cols16(p)
			rows := rows16(p)
			dup = dup.Or(d).Or(dup16(p, rows))
			a = a.AndNot(rows.Or(boxes16(p)).Or(spreadCols16(cols)).Or(all)).Or(p)
			a = a.And(minirows16(shrinkKeep16(presence16(a))))
			a.Store(at16(v.cand[:], k))
			z = z.Or(a.Sub(ld16(&c16.one)).AndNot(ld16(&c16.pads[k])))
			h, t, o = h.Or(t.And(a)), t.Or(o.And(a)), o.Or(a)
		}
		if !isZero16(dup) {
			archsimd.ClearAVXUpperBits()
			return false // one digit twice in a house
		}
	}
	open.Store(at16(v.open[:], 0))
	archsimd.ClearAVXUpperBits()
	return true
}
