//go:build goexperiment.simd && amd64

package sudoku

import "simd/archsimd"

// Propagation on AVX2: the board in five 256-bit registers, two digits
// each (see engine_simd_amd64.go). engine_simd_avx512_amd64.go is the
// same with 512-bit registers; keep the two in step.

// Bit masks of a band word, each as a vector of eight equal lanes.
var c8 = struct {
	one, top, band, row0 [8]uint32
	s1, s2, s3, s6       [8]uint32 // shift counts
	s9, s18              [8]uint32
	minis, minisK01      [8]uint32 // minirow positions: all; boxes 0-1
	minisK2, minisRow0   [8]uint32 // box 2; row 0
	rowsL, rows02, rows1 [8]uint32 // the low bit of each row; rows 0, 2; row 1
	carry02, carry1      [8]uint32 // the carries out of rows 0, 2 and 1
	colK01, colK2        [8]uint32 // columns 0-1 and 2 of each stack
	pad, padLast         [8]uint32 // the pad lanes of the registers
}{
	one: fill8(1), top: fill8(1 << 31), band: fill8(bandBits),
	row0: fill8(511),
	s1:   fill8(1), s2: fill8(2), s3: fill8(3), s6: fill8(6),
	s9: fill8(9), s18: fill8(18),
	minis: fill8(0x1249249), minisK01: fill8(0x241209),
	minisK2: fill8(0x1008040), minisRow0: fill8(0x49),
	rowsL: fill8(0x40201), rows02: fill8(0x7fc01ff), rows1: fill8(0x3fe00),
	carry02: fill8(1<<9 | 1<<27), carry1: fill8(1 << 18),
	colK01: fill8(0xdb), colK2: fill8(0x124),
	pad:     [8]uint32{3: ^uint32(0), 7: ^uint32(0)},
	padLast: [8]uint32{3: ^uint32(0), 4: ^uint32(0), 5: ^uint32(0), 6: ^uint32(0), 7: ^uint32(0)},
}

// fill8 returns eight copies of x.
func fill8(x uint32) (v [8]uint32) {
	for i := range v {
		v[i] = x
	}
	return v
}

// ld8 loads a vector.
func ld8(p *[8]uint32) archsimd.Uint32x8 { return archsimd.LoadUint32x8(p) }

// boxRot8 moves the minirow bits of x one box to the left, in each row:
// the bit of box k takes that of box k+1 (mod 3).
func boxRot8(x archsimd.Uint32x8) archsimd.Uint32x8 {
	return x.ShiftRight(ld8(&c8.s3)).And(ld8(&c8.minisK01)).
		Or(x.ShiftLeft(ld8(&c8.s6)).And(ld8(&c8.minisK2)))
}

// shrink8 is the shrink of the scalar engine (shrinkMask) on every lane:
// it keeps the minirows of a that some placement of the digit in the band
// can use. The presence m of minirow (r, k) stays when the other rows can
// take the other boxes, in one of the two ways:
// m[r+1][k+1]&m[r+2][k+2] | m[r+1][k+2]&m[r+2][k+1].
func shrink8(a archsimd.Uint32x8) archsimd.Uint32x8 {
	m := a.Or(a.ShiftRight(ld8(&c8.s1))).Or(a.ShiftRight(ld8(&c8.s2))).And(ld8(&c8.minis))
	// The rows rotated by one and two: the bits that land outside the
	// minirow positions are never read by boxRot8.
	x := m.ShiftRight(ld8(&c8.s9)).Or(m.ShiftLeft(ld8(&c8.s18)))
	y := m.ShiftRight(ld8(&c8.s18)).Or(m.ShiftLeft(ld8(&c8.s9)))
	u := x.And(boxRot8(y)).Or(boxRot8(x).And(y))
	k := m.And(boxRot8(u))
	return a.And(k.Or(k.ShiftLeft(ld8(&c8.s1))).Or(k.ShiftLeft(ld8(&c8.s2))))
}

// rowSingles8 returns the cells of a that are alone in their row. Every
// row of a must hold a bit (so that a-rowsL borrows inside each row).
func rowSingles8(a archsimd.Uint32x8) archsimd.Uint32x8 {
	y := a.And(a.Sub(ld8(&c8.rowsL))) // each row less its lowest bit
	// A carry out of each row of y that is not empty, spread back over
	// the row.
	t := y.And(ld8(&c8.rows02)).Add(ld8(&c8.rows02)).And(ld8(&c8.carry02)).
		Or(y.And(ld8(&c8.rows1)).Add(ld8(&c8.rows1)).And(ld8(&c8.carry1)))
	return a.AndNot(t.Sub(t.ShiftRight(ld8(&c8.s9))))
}

// colCount8 returns, per lane group, the columns of the digit that have
// at least one place and those that have at least two, over all three
// bands, in each lane of the group (9 bits).
func colCount8(a archsimd.Uint32x8) (ones, twos archsimd.Uint32x8) {
	r0 := a.And(ld8(&c8.row0))
	r1 := a.ShiftRight(ld8(&c8.s9)).And(ld8(&c8.row0))
	r2 := a.ShiftRight(ld8(&c8.s18))
	o := r0.Or(r1).Or(r2)
	t := r0.And(r1).Or(r0.Or(r1).And(r2))
	o1, o2 := o.PermuteScalarsGrouped(1, 2, 0, 3), o.PermuteScalarsGrouped(2, 0, 1, 3)
	t1, t2 := t.PermuteScalarsGrouped(1, 2, 0, 3), t.PermuteScalarsGrouped(2, 0, 1, 3)
	ones = o.Or(o1).Or(o2)
	twos = t.Or(t1).Or(t2).Or(o.And(o1)).Or(o.Or(o1).And(o2))
	return ones, twos
}

// spreadCols8 returns the columns of the 9-bit set x in all three rows.
func spreadCols8(x archsimd.Uint32x8) archsimd.Uint32x8 {
	return x.Or(x.ShiftLeft(ld8(&c8.s9))).Or(x.ShiftLeft(ld8(&c8.s18)))
}

// singles8 returns the cells where the digits of a must go: the naked
// singles among the cells of naked, the cells alone in their row, and the
// open cells alone in their column; and bad, not 0 in a lane of a digit
// that has a column without a place.
func singles8(a, open, naked archsimd.Uint32x8) (p, bad archsimd.Uint32x8) {
	ones, twos := colCount8(a)
	bad = ones.Xor(ld8(&c8.row0))
	col := a.And(spreadCols8(ones.AndNot(twos))).And(open)
	return a.And(naked).Or(rowSingles8(a).And(open)).Or(col), bad
}

// place8 places the digits of a in the cells of p, which are a subset
// of a, and takes the cells of all (all the cells placed) from the other
// digits. dup is not 0 in a lane where two cells of p see each other.
func place8(a, p, all archsimd.Uint32x8) (b, dup archsimd.Uint32x8) {
	r0 := p.And(ld8(&c8.row0))
	r1 := p.ShiftRight(ld8(&c8.s9)).And(ld8(&c8.row0))
	r2 := p.ShiftRight(ld8(&c8.s18))
	// Two in a row, two in a column of the band.
	dup = r0.And(r0.Sub(ld8(&c8.one))).Or(r1.And(r1.Sub(ld8(&c8.one)))).
		Or(r2.And(r2.Sub(ld8(&c8.one))))
	o := r0.Or(r1).Or(r2)
	dup = dup.Or(r0.And(r1)).Or(r0.Or(r1).And(r2))
	// Two in a box, in different rows.
	m := p.Or(p.ShiftRight(ld8(&c8.s1))).Or(p.ShiftRight(ld8(&c8.s2))).And(ld8(&c8.minis))
	m1, m2 := m.ShiftRight(ld8(&c8.s9)), m.ShiftRight(ld8(&c8.s18))
	dup = dup.Or(m.And(m1).Or(m.And(m2)).Or(m1.And(m2)).And(ld8(&c8.minisRow0)))
	// Two in a column, in different bands.
	o1, o2 := o.PermuteScalarsGrouped(1, 2, 0, 3), o.PermuteScalarsGrouped(2, 0, 1, 3)
	dup = dup.Or(o.And(o1)).Or(o.And(o2))
	// The peers: rows, boxes and columns of the cells of p.
	t := p.And(ld8(&c8.rows02)).Add(ld8(&c8.rows02)).And(ld8(&c8.carry02)).
		Or(p.And(ld8(&c8.rows1)).Add(ld8(&c8.rows1)).And(ld8(&c8.carry1)))
	hit := t.Sub(t.ShiftRight(ld8(&c8.s9)))
	bx := m.Or(m1).Or(m2).And(ld8(&c8.minisRow0))
	bx = bx.Or(bx.ShiftLeft(ld8(&c8.s1))).Or(bx.ShiftLeft(ld8(&c8.s2)))
	hit = hit.Or(spreadCols8(bx.Or(o).Or(o1).Or(o2)))
	return a.AndNot(hit.Or(all)).Or(p), dup
}

// stack8 is the locked candidates of the scalar engine's stack pass
// (permKeep) on every lane: per stack, the entries of the 3×3 matrix of
// bands and columns where the digit may go that some placement uses.
func stack8(a archsimd.Uint32x8) archsimd.Uint32x8 {
	c := a.Or(a.ShiftRight(ld8(&c8.s9))).Or(a.ShiftRight(ld8(&c8.s18))).And(ld8(&c8.row0))
	x, y := c.PermuteScalarsGrouped(1, 2, 0, 3), c.PermuteScalarsGrouped(2, 0, 1, 3)
	u := x.And(colRot8(y)).Or(colRot8(x).And(y))
	return a.And(spreadCols8(c.And(colRot8(u))))
}

// colRot8 moves the column bits of x one column to the left in each
// stack: column j takes the bit of column j+1 (mod 3).
func colRot8(x archsimd.Uint32x8) archsimd.Uint32x8 {
	return x.ShiftRight(ld8(&c8.s1)).And(ld8(&c8.colK01)).
		Or(x.ShiftLeft(ld8(&c8.s2)).And(ld8(&c8.colK2)))
}

// swap8 exchanges the two lane groups of x.
func swap8(x archsimd.Uint32x8) archsimd.Uint32x8 {
	return x.Select128FromPair(1, 0, x)
}

// propagate8 is the scalar engine's propagate on AVX2: it applies
// singles and locked candidates until nothing more follows, and reports
// false on a contradiction. It works in rounds over the whole board:
// locked candidates in the bands; then the cells that must take a digit
// (naked singles, a digit alone in a row or a column), all placed at
// once; when there are none, locked candidates in the stacks. When it
// returns true, the board meets the promise of propagate.
func (v *vecBoard) propagate8() bool {
	c0 := archsimd.LoadUint32x8((*[8]uint32)(v.cand[0:8]))
	c1 := archsimd.LoadUint32x8((*[8]uint32)(v.cand[8:16]))
	c2 := archsimd.LoadUint32x8((*[8]uint32)(v.cand[16:24]))
	c3 := archsimd.LoadUint32x8((*[8]uint32)(v.cand[24:32]))
	c4 := archsimd.LoadUint32x8((*[8]uint32)(v.cand[32:40]))
	open := archsimd.LoadUint32x8((*[8]uint32)(v.open[0:8]))
	for {
		c0, c1, c2, c3, c4 = shrink8(c0), shrink8(c1), shrink8(c2), shrink8(c3), shrink8(c4)
		// A digit-band with no place left: x-1 has the top bit set
		// when x is 0.
		one := ld8(&c8.one)
		z := c0.Sub(one).Or(c1.Sub(one)).Or(c2.Sub(one)).Or(c3.Sub(one)).
			AndNot(ld8(&c8.pad)).Or(c4.Sub(one).AndNot(ld8(&c8.padLast)))
		if !z.And(ld8(&c8.top)).IsZero() {
			archsimd.ClearAVXUpperBits()
			return false
		}
		// Candidates per cell, bit-sliced over the digits.
		o, t := c0.Or(c1), c0.And(c1)
		t, o = t.Or(o.And(c2)), o.Or(c2)
		t, o = t.Or(o.And(c3)), o.Or(c3)
		t, o = t.Or(o.And(c4)), o.Or(c4)
		os := swap8(o)
		t = t.Or(swap8(t)).Or(o.And(os))
		if !o.Or(os).Xor(ld8(&c8.band)).AndNot(ld8(&c8.pad)).IsZero() {
			archsimd.ClearAVXUpperBits()
			return false // a cell with no candidate
		}
		naked := open.AndNot(t)
		p0, b0 := singles8(c0, open, naked)
		p1, b1 := singles8(c1, open, naked)
		p2, b2 := singles8(c2, open, naked)
		p3, b3 := singles8(c3, open, naked)
		p4, b4 := singles8(c4, open, naked)
		bad := b0.Or(b1).Or(b2).Or(b3).AndNot(ld8(&c8.pad)).Or(b4.AndNot(ld8(&c8.padLast)))
		if !bad.IsZero() {
			archsimd.ClearAVXUpperBits()
			return false // a column without a place for a digit
		}
		o, t = p0.Or(p1), p0.And(p1)
		t, o = t.Or(o.And(p2)), o.Or(p2)
		t, o = t.Or(o.And(p3)), o.Or(p3)
		t, o = t.Or(o.And(p4)), o.Or(p4)
		if o.IsZero() {
			// Nothing to place: locked candidates in the stacks.
			n0, n1, n2, n3, n4 := stack8(c0), stack8(c1), stack8(c2), stack8(c3), stack8(c4)
			if n0.Xor(c0).Or(n1.Xor(c1)).Or(n2.Xor(c2)).Or(n3.Xor(c3)).Or(n4.Xor(c4)).IsZero() {
				break
			}
			c0, c1, c2, c3, c4 = n0, n1, n2, n3, n4
			continue
		}
		os = swap8(o)
		if !t.Or(swap8(t)).Or(o.And(os)).IsZero() {
			archsimd.ClearAVXUpperBits()
			return false // two digits for one cell
		}
		all := o.Or(os)
		var d0, d1, d2, d3, d4 archsimd.Uint32x8
		c0, d0 = place8(c0, p0, all)
		c1, d1 = place8(c1, p1, all)
		c2, d2 = place8(c2, p2, all)
		c3, d3 = place8(c3, p3, all)
		c4, d4 = place8(c4, p4, all)
		if !d0.Or(d1).Or(d2).Or(d3).Or(d4).IsZero() {
			archsimd.ClearAVXUpperBits()
			return false // one digit twice in a house
		}
		open = open.AndNot(all)
	}
	c0.Store((*[8]uint32)(v.cand[0:8]))
	c1.Store((*[8]uint32)(v.cand[8:16]))
	c2.Store((*[8]uint32)(v.cand[16:24]))
	c3.Store((*[8]uint32)(v.cand[24:32]))
	c4.Store((*[8]uint32)(v.cand[32:40]))
	open.Store((*[8]uint32)(v.open[0:8]))
	open.Store((*[8]uint32)(v.open[8:16]))
	archsimd.ClearAVXUpperBits()
	return true
}
