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
	minis, minisK01      [16]uint32 // minirow positions: all; boxes 0-1
	minisK2, minisRow0   [16]uint32 // box 2; row 0
	rowsL, rows02, rows1 [16]uint32 // the low bit of each row; rows 0, 2; row 1
	carry02, carry1      [16]uint32 // the carries out of rows 0, 2 and 1
	colK01, colK2        [16]uint32 // columns 0-1 and 2 of each stack
	pad, padLast         [16]uint32 // the pad lanes of the registers
	pairs, halves        [16]uint32 // lane group swaps
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
	pad:     [16]uint32{3: ^uint32(0), 7: ^uint32(0), 11: ^uint32(0), 15: ^uint32(0)},
	padLast: padLast16(),
	pairs:   [16]uint32{4, 5, 6, 7, 0, 1, 2, 3, 12, 13, 14, 15, 8, 9, 10, 11},
	halves:  [16]uint32{8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7},
}

// fill16 returns sixteen copies of x.
func fill16(x uint32) (v [16]uint32) {
	for i := range v {
		v[i] = x
	}
	return v
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
// can use. The presence m of minirow (r, k) stays when the other rows can
// take the other boxes, in one of the two ways:
// m[r+1][k+1]&m[r+2][k+2] | m[r+1][k+2]&m[r+2][k+1].
func shrink16(a archsimd.Uint32x16) archsimd.Uint32x16 {
	m := a.Or(a.ShiftRight(ld16(&c16.s1))).Or(a.ShiftRight(ld16(&c16.s2))).And(ld16(&c16.minis))
	// The rows rotated by one and two: the bits that land outside the
	// minirow positions are never read by boxRot16.
	x := m.ShiftRight(ld16(&c16.s9)).Or(m.ShiftLeft(ld16(&c16.s18)))
	y := m.ShiftRight(ld16(&c16.s18)).Or(m.ShiftLeft(ld16(&c16.s9)))
	u := x.And(boxRot16(y)).Or(boxRot16(x).And(y))
	k := m.And(boxRot16(u))
	return a.And(k.Or(k.ShiftLeft(ld16(&c16.s1))).Or(k.ShiftLeft(ld16(&c16.s2))))
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

// singles16 returns the cells where the digits of a must go: the naked
// singles among the cells of naked, the cells alone in their row, and the
// open cells alone in their column; and bad, not 0 in a lane of a digit
// that has a column without a place.
func singles16(a, open, naked archsimd.Uint32x16) (p, bad archsimd.Uint32x16) {
	ones, twos := colCount16(a)
	bad = ones.Xor(ld16(&c16.row0))
	col := a.And(spreadCols16(ones.AndNot(twos))).And(open)
	return a.And(naked).Or(rowSingles16(a).And(open)).Or(col), bad
}

// place16 places the digits of a in the cells of p, which are a subset
// of a, and takes the cells of all (all the cells placed) from the other
// digits. dup is not 0 in a lane where two cells of p see each other.
func place16(a, p, all archsimd.Uint32x16) (b, dup archsimd.Uint32x16) {
	r0 := p.And(ld16(&c16.row0))
	r1 := p.ShiftRight(ld16(&c16.s9)).And(ld16(&c16.row0))
	r2 := p.ShiftRight(ld16(&c16.s18))
	// Two in a row, two in a column of the band.
	dup = r0.And(r0.Sub(ld16(&c16.one))).Or(r1.And(r1.Sub(ld16(&c16.one)))).
		Or(r2.And(r2.Sub(ld16(&c16.one))))
	o := r0.Or(r1).Or(r2)
	dup = dup.Or(r0.And(r1)).Or(r0.Or(r1).And(r2))
	// Two in a box, in different rows.
	m := p.Or(p.ShiftRight(ld16(&c16.s1))).Or(p.ShiftRight(ld16(&c16.s2))).And(ld16(&c16.minis))
	m1, m2 := m.ShiftRight(ld16(&c16.s9)), m.ShiftRight(ld16(&c16.s18))
	dup = dup.Or(m.And(m1).Or(m.And(m2)).Or(m1.And(m2)).And(ld16(&c16.minisRow0)))
	// Two in a column, in different bands.
	o1, o2 := o.PermuteScalarsGrouped(1, 2, 0, 3), o.PermuteScalarsGrouped(2, 0, 1, 3)
	dup = dup.Or(o.And(o1)).Or(o.And(o2))
	// The peers: rows, boxes and columns of the cells of p.
	t := p.And(ld16(&c16.rows02)).Add(ld16(&c16.rows02)).And(ld16(&c16.carry02)).
		Or(p.And(ld16(&c16.rows1)).Add(ld16(&c16.rows1)).And(ld16(&c16.carry1)))
	hit := t.Sub(t.ShiftRight(ld16(&c16.s9)))
	bx := m.Or(m1).Or(m2).And(ld16(&c16.minisRow0))
	bx = bx.Or(bx.ShiftLeft(ld16(&c16.s1))).Or(bx.ShiftLeft(ld16(&c16.s2)))
	hit = hit.Or(spreadCols16(bx.Or(o).Or(o1).Or(o2)))
	return a.AndNot(hit.Or(all)).Or(p), dup
}

// stack16 is the locked candidates of the scalar engine's stack pass
// (permKeep) on every lane: per stack, the entries of the 3×3 matrix of
// bands and columns where the digit may go that some placement uses.
func stack16(a archsimd.Uint32x16) archsimd.Uint32x16 {
	c := a.Or(a.ShiftRight(ld16(&c16.s9))).Or(a.ShiftRight(ld16(&c16.s18))).And(ld16(&c16.row0))
	x, y := c.PermuteScalarsGrouped(1, 2, 0, 3), c.PermuteScalarsGrouped(2, 0, 1, 3)
	u := x.And(colRot16(y)).Or(colRot16(x).And(y))
	return a.And(spreadCols16(c.And(colRot16(u))))
}

// colRot16 moves the column bits of x one column to the left in each
// stack: column j takes the bit of column j+1 (mod 3).
func colRot16(x archsimd.Uint32x16) archsimd.Uint32x16 {
	return x.ShiftRight(ld16(&c16.s1)).And(ld16(&c16.colK01)).
		Or(x.ShiftLeft(ld16(&c16.s2)).And(ld16(&c16.colK2)))
}

// padLast16 returns the pad lanes of the last register: lane 3 and the
// three lane groups of the digits past 9.
func padLast16() (v [16]uint32) {
	for i := range v {
		if i == 3 || i >= 4 {
			v[i] = ^uint32(0)
		}
	}
	return v
}

// isZero16 reports whether every lane of x is 0.
func isZero16(x archsimd.Uint32x16) bool {
	return x.GetLo().Or(x.GetHi()).IsZero()
}

// across16 combines the bit-sliced counts o (at least one) and t (at
// least two) of the four lane groups of a register, in every group.
func across16(o, t archsimd.Uint32x16) (ones, twos archsimd.Uint32x16) {
	os, ts := o.Permute(ld16(&c16.pairs)), t.Permute(ld16(&c16.pairs))
	t, o = t.Or(ts).Or(o.And(os)), o.Or(os)
	os, ts = o.Permute(ld16(&c16.halves)), t.Permute(ld16(&c16.halves))
	return o.Or(os), t.Or(ts).Or(o.And(os))
}

// propagate16 is propagate8 on AVX-512.
func (v *vecBoard) propagate16() bool {
	c0 := archsimd.LoadUint32x16((*[16]uint32)(v.cand[0:16]))
	c1 := archsimd.LoadUint32x16((*[16]uint32)(v.cand[16:32]))
	c2 := archsimd.LoadUint32x16((*[16]uint32)(v.cand[32:48]))
	open := archsimd.LoadUint32x16((*[16]uint32)(v.open[0:16]))
	for {
		c0, c1, c2 = shrink16(c0), shrink16(c1), shrink16(c2)
		// A digit-band with no place left: x-1 has the top bit set
		// when x is 0.
		one := ld16(&c16.one)
		z := c0.Sub(one).Or(c1.Sub(one)).AndNot(ld16(&c16.pad)).
			Or(c2.Sub(one).AndNot(ld16(&c16.padLast)))
		if !isZero16(z.And(ld16(&c16.top))) {
			archsimd.ClearAVXUpperBits()
			return false
		}
		// Candidates per cell, bit-sliced over the digits.
		o, t := c0.Or(c1), c0.And(c1)
		t, o = t.Or(o.And(c2)), o.Or(c2)
		o, t = across16(o, t)
		if !isZero16(o.Xor(ld16(&c16.band)).AndNot(ld16(&c16.pad))) {
			archsimd.ClearAVXUpperBits()
			return false // a cell with no candidate
		}
		naked := open.AndNot(t)
		p0, b0 := singles16(c0, open, naked)
		p1, b1 := singles16(c1, open, naked)
		p2, b2 := singles16(c2, open, naked)
		bad := b0.Or(b1).AndNot(ld16(&c16.pad)).Or(b2.AndNot(ld16(&c16.padLast)))
		if !isZero16(bad) {
			archsimd.ClearAVXUpperBits()
			return false // a column without a place for a digit
		}
		o, t = p0.Or(p1), p0.And(p1)
		t, o = t.Or(o.And(p2)), o.Or(p2)
		if isZero16(o) {
			// Nothing to place: locked candidates in the stacks.
			n0, n1, n2 := stack16(c0), stack16(c1), stack16(c2)
			if isZero16(n0.Xor(c0).Or(n1.Xor(c1)).Or(n2.Xor(c2))) {
				break
			}
			c0, c1, c2 = n0, n1, n2
			continue
		}
		all, two := across16(o, t)
		if !isZero16(two) {
			archsimd.ClearAVXUpperBits()
			return false // two digits for one cell
		}
		var d0, d1, d2 archsimd.Uint32x16
		c0, d0 = place16(c0, p0, all)
		c1, d1 = place16(c1, p1, all)
		c2, d2 = place16(c2, p2, all)
		if !isZero16(d0.Or(d1).Or(d2)) {
			archsimd.ClearAVXUpperBits()
			return false // one digit twice in a house
		}
		open = open.AndNot(all)
	}
	c0.Store((*[16]uint32)(v.cand[0:16]))
	c1.Store((*[16]uint32)(v.cand[16:32]))
	c2.Store((*[16]uint32)(v.cand[32:48]))
	open.Store((*[16]uint32)(v.open[0:16]))
	archsimd.ClearAVXUpperBits()
	return true
}
