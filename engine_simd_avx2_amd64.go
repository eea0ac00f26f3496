//go:build goexperiment.simd && amd64

// Bitboard engine, vector core: its AVX2 propagation.

package sudoku

import (
	"math/bits"
	"simd/archsimd"
)

// Propagation on AVX2: the board in five 256-bit registers, two digits
// each (see engine_simd_amd64.go).

// Bit masks of a band word, each as a vector of eight equal lanes.
var c8 = struct {
	one, top, band, row0 [8]uint32
	minis, minisK01      [8]uint32    // minirow positions: all; boxes 0-1
	minisK2, minisRow0   [8]uint32    // box 2; row 0
	rowsL, low8, tops    [8]uint32    // the low bit, low 8 bits and top bit of each row
	colK01               [8]uint32    // columns 0-1 of each stack
	pads                 [5][8]uint32 // the pad lanes of each register
	lanes                [8][8]uint32 // lane k alone, all ones
	bandLanes            [3][8]uint32 // the lanes of band b in both groups
	groups               [2][8]uint32 // the three band lanes of group g
}{
	one: fill8(1), top: fill8(1 << 31), band: fill8(bandBits),
	row0:  fill8(511),
	minis: fill8(0x1249249), minisK01: fill8(0x241209),
	minisK2: fill8(0x1008040), minisRow0: fill8(0x49),
	rowsL: fill8(0x40201), low8: fill8(0xff | 0xff<<9 | 0xff<<18),
	tops:   fill8(0x100 | 0x100<<9 | 0x100<<18),
	colK01: fill8(0xdb),
	pads:   pads8(),
	lanes:  lanes8(),
	bandLanes: [3][8]uint32{
		{0: ^uint32(0), 4: ^uint32(0)},
		{1: ^uint32(0), 5: ^uint32(0)},
		{2: ^uint32(0), 6: ^uint32(0)},
	},
	groups: [2][8]uint32{
		{^uint32(0), ^uint32(0), ^uint32(0)},
		{4: ^uint32(0), 5: ^uint32(0), 6: ^uint32(0)},
	},
}

// lanes8 returns the eight vectors of one lane of all ones.
func lanes8() (l [8][8]uint32) {
	for k := range l {
		l[k][k] = ^uint32(0)
	}
	return l
}

// fill8 returns eight copies of x.
func fill8(x uint32) (v [8]uint32) {
	for i := range v {
		v[i] = x
	}
	return v
}

// pads8 returns the pad lanes of the five registers of a board: lane 3
// of each group, and the group of the tenth digit.
func pads8() (p [5][8]uint32) {
	for k := range p {
		for i := range p[k] {
			if i%4 == 3 || k == 4 && i >= 4 {
				p[k][i] = ^uint32(0)
			}
		}
	}
	return p
}

// shr8 shifts every lane of x right by n, which must be a constant. The
// shift is arithmetic, which the compiler emits with the count as an
// immediate (for a logical one it moves the count into a register with
// an SSE instruction), so the top bit of every lane of x must be clear,
// as it is in every word shifted here: bits of band words, and sets
// made from them, lie in the low 31 bits. (Left shifts take their count
// as an immediate as they are: ShiftAllLeft.)
func shr8(x archsimd.Uint32x8, n uint64) archsimd.Uint32x8 {
	return x.AsInt32x8().ShiftAllRight(n).AsUint32x8()
}

// ld8 loads a vector.
func ld8(p *[8]uint32) archsimd.Uint32x8 { return archsimd.LoadUint32x8(p) }

// boxRot8 moves the minirow bits of x one box to the left, in each row:
// the bit of box k takes that of box k+1 (mod 3).
func boxRot8(x archsimd.Uint32x8) archsimd.Uint32x8 {
	return shr8(x, 3).And(ld8(&c8.minisK01)).
		Or(x.ShiftAllLeft(6).And(ld8(&c8.minisK2)))
}

// shrink8 is the shrink of the scalar engine (shrinkMask) on every lane:
// it keeps the minirows of a that some placement of the digit in the band
// can use. (The helpers are kept apart so that each is small enough for
// the compiler to inline.)
func shrink8(a archsimd.Uint32x8) archsimd.Uint32x8 {
	return a.And(minirows8(shrinkKeep8(presence8(a))))
}

// presence8 returns the minirows of a that hold a cell, as a bit at the
// first position of each.
func presence8(a archsimd.Uint32x8) archsimd.Uint32x8 {
	return a.Or(shr8(a, 1)).Or(shr8(a, 2)).And(ld8(&c8.minis))
}

// minirows8 returns the cells of the minirows of presence m.
func minirows8(m archsimd.Uint32x8) archsimd.Uint32x8 {
	return m.Or(m.ShiftAllLeft(1)).Or(m.ShiftAllLeft(2))
}

// shrinkKeep8 returns the minirows of the presence m (a bit at each
// minirow position) that stay: minirow (r, k) stays when the other rows
// can take the other boxes, in one of the two ways,
// m[r+1][k+1]&m[r+2][k+2] | m[r+1][k+2]&m[r+2][k+1].
func shrinkKeep8(m archsimd.Uint32x8) archsimd.Uint32x8 {
	// The rows rotated by one and two: the bits that land outside the
	// minirow positions are never read by boxRot8.
	x := shr8(m, 9).Or(m.ShiftAllLeft(18))
	y := shr8(m, 18).Or(m.ShiftAllLeft(9))
	u := x.And(boxRot8(y)).Or(boxRot8(x).And(y))
	return m.And(boxRot8(u))
}

// rowsShared8 returns the rows of a that hold two or more cells, in
// full. Every row of a must hold a bit (so that a-rowsL borrows inside
// each row).
func rowsShared8(a archsimd.Uint32x8) archsimd.Uint32x8 {
	return rows8(a.And(a.Sub(ld8(&c8.rowsL)))) // each row less its lowest bit
}

// colsShared8 returns, in each lane of a group, the columns (9 bits)
// where the digit has two or more places in the lane's band, or one in
// another band: a place of the band is the only one of its column when
// its column is not among them.
func colsShared8(a archsimd.Uint32x8) archsimd.Uint32x8 {
	r0 := a.And(ld8(&c8.row0))
	r1 := shr8(a, 9).And(ld8(&c8.row0))
	r2 := shr8(a, 18)
	r01 := r0.Or(r1)
	o := r01.Or(r2)                 // the columns with a place in the band
	t := r0.And(r1).Or(r01.And(r2)) // and with two
	others := o.PermuteScalarsGrouped(1, 2, 0, 3).Or(o.PermuteScalarsGrouped(2, 0, 1, 3))
	return t.Or(others)
}

// spreadCols8 returns the columns of the 9-bit set x in all three rows.
func spreadCols8(x archsimd.Uint32x8) archsimd.Uint32x8 {
	return x.Or(x.ShiftAllLeft(9)).Or(x.ShiftAllLeft(18))
}

// rows8 returns the rows of the band where p has a cell, in full.
func rows8(p archsimd.Uint32x8) archsimd.Uint32x8 {
	// The top bit of each row that is not empty, as the scalar rowTops
	// finds it: the low 8 bits of a row plus 255 carry into its top bit
	// when they are not 0, and into no other row. Then the top bit t of
	// a row, moved one up and less itself moved down to the row's first
	// cell, fills the row: 2t - t/256 is 511 times the row's first bit,
	// and the rows do not overlap.
	t := p.And(ld8(&c8.low8)).Add(ld8(&c8.low8)).Or(p).And(ld8(&c8.tops))
	return t.ShiftAllLeft(1).Sub(shr8(t, 8))
}

// allBands8 returns, in each lane of a group, the union of the columns
// (9 bits) of the group's three bands, c, and the columns own of the
// lane's band, which must hold those of c.
func allBands8(c, own archsimd.Uint32x8) archsimd.Uint32x8 {
	return own.Or(c.PermuteScalarsGrouped(1, 2, 0, 3)).Or(c.PermuteScalarsGrouped(2, 0, 1, 3))
}

// boxCols8 returns the columns (9 bits) of the stacks where the columns
// o have one.
func boxCols8(o archsimd.Uint32x8) archsimd.Uint32x8 {
	bx := o.Or(shr8(o, 1)).Or(shr8(o, 2)).And(ld8(&c8.minisRow0))
	return bx.Or(bx.ShiftAllLeft(1)).Or(bx.ShiftAllLeft(2))
}

// stack8 is the locked candidates of the scalar engine's stack pass
// (permKeep) on every lane: per stack, the entries of the 3×3 matrix of
// bands and columns where the digit may go that some placement uses.
func stack8(a archsimd.Uint32x8) archsimd.Uint32x8 {
	return a.And(spreadCols8(stackKeep8(columns8(a))))
}

// columns8 returns the columns (9 bits) where a has a cell.
func columns8(a archsimd.Uint32x8) archsimd.Uint32x8 {
	return a.Or(shr8(a, 9)).Or(shr8(a, 18)).And(ld8(&c8.row0))
}

// stackKeep8 is shrinkKeep8 for the columns c of the bands of a stack.
func stackKeep8(c archsimd.Uint32x8) archsimd.Uint32x8 {
	x, y := c.PermuteScalarsGrouped(1, 2, 0, 3), c.PermuteScalarsGrouped(2, 0, 1, 3)
	u := x.And(colRot8(y)).Or(colRot8(x).And(y))
	return c.And(colRot8(u))
}

// colRot8 moves the column bits of x one column to the left in each
// stack: column j takes the bit of column j+1 (mod 3). x must be a set
// of columns (9 bits); the result has bits above the columns, which
// stackKeep8, the only caller, masks off with columns of its own.
func colRot8(x archsimd.Uint32x8) archsimd.Uint32x8 {
	k01 := ld8(&c8.colK01)
	return shr8(x, 1).And(k01).Or(x.ShiftAllLeft(2).AndNot(k01))
}

// swap8 exchanges the two lane groups of x.
func swap8(x archsimd.Uint32x8) archsimd.Uint32x8 {
	return x.Select128FromPair(1, 0, x)
}

// at8 returns the k-th 8 words of x as an array pointer.
func at8(x []uint32, k int) *[8]uint32 { return (*[8]uint32)(x[k*8 : k*8+8]) }

// ld5 loads the five registers of the candidates of v.
func ld5(v *vecBoard) (a0, a1, a2, a3, a4 archsimd.Uint32x8) {
	return ld8(at8(v.cand[:], 0)), ld8(at8(v.cand[:], 1)), ld8(at8(v.cand[:], 2)),
		ld8(at8(v.cand[:], 3)), ld8(at8(v.cand[:], 4))
}

// st5 stores the five registers of the candidates of v.
func st5(v *vecBoard, a0, a1, a2, a3, a4 archsimd.Uint32x8) {
	a0.Store(at8(v.cand[:], 0))
	a1.Store(at8(v.cand[:], 1))
	a2.Store(at8(v.cand[:], 2))
	a3.Store(at8(v.cand[:], 3))
	a4.Store(at8(v.cand[:], 4))
}

// count8 counts the candidates of each cell over the five registers of
// a board, bit-sliced: o holds the cells with at least one in some
// lane group, t those with at least two (the two lane groups are still
// to be added up).
func count8(a0, a1, a2, a3, a4 archsimd.Uint32x8) (t, o archsimd.Uint32x8) {
	o01, o23 := a0.Or(a1), a2.Or(a3)
	o03 := o01.Or(o23)
	t = a0.And(a1).Or(a2.And(a3)).Or(o01.And(o23)).Or(o03.And(a4))
	return t, o03.Or(a4)
}

// emptied8 returns, over the five registers of a board, the digit-bands
// with no place left, as the top bit of a lane: a-1 has it set.
func emptied8(a0, a1, a2, a3, a4 archsimd.Uint32x8) archsimd.Uint32x8 {
	one := ld8(&c8.one)
	z := a0.Sub(one).Or(a1.Sub(one)).Or(a2.Sub(one)).Or(a3.Sub(one))
	// The pads of the first four registers are the same lanes.
	z = z.AndNot(ld8(&c8.pads[0]))
	return z.Or(a4.Sub(one).AndNot(ld8(&c8.pads[4])))
}

// singles8 returns the cells of a that must take its digit: those of
// naked, the open cells with one candidate, and the open places of a
// alone in their row or their column, which are those not in both a
// shared row and a shared column.
func singles8(a, naked, open archsimd.Uint32x8) archsimd.Uint32x8 {
	return a.And(naked.Or(open.AndNot(rowsShared8(a).And(spreadCols8(colsShared8(a))))))
}

// place8 returns a with its digit placed in the cells p, which must be
// places of a, and the cells all, placed in this round for any digit,
// taken out of a otherwise. The digit leaves the peers of p: their
// rows and boxes, and their columns in every band. The columns of p in
// its band (9 bits) give both its columns in the digit's three bands
// and the columns of its boxes.
func place8(a, p, all archsimd.Uint32x8) archsimd.Uint32x8 {
	c := columns8(p)
	peers := rows8(p).Or(spreadCols8(allBands8(c, boxCols8(c))))
	return a.AndNot(peers.Or(all)).Or(p)
}

// push8 saves the board in f without the digit of word i in cell c,
// and places the digit in the cell, as place does: every digit leaves
// the cell (lane b of every group), the digit leaves the cell's column
// in its three bands (the lanes of its group) and the cell's row and box
// (its own lane, with the cell put back). The frame and the board are
// written as whole registers, so that the loads of propagate8 and of a
// backtrack take them from the stores at once.
func (e *vecBoard) push8(f *vecBoard, i, c uint) {
	b, r, l := i%4, int(i/8), i%8
	bit := archsimd.BroadcastUint32x8(1 << (c % 27))
	lane := ld8(&c8.lanes[l])
	one := bit.And(lane)
	cell := bit.And(ld8(&c8.bandLanes[b]))
	peers := archsimd.BroadcastUint32x8(cellCol[c]).And(ld8(&c8.groups[l/4])).
		Or(archsimd.BroadcastUint32x8(^cellKeep[c]).And(lane))
	open := ld8(at8(e.open[:], 0))
	open.Store(at8(f.open[:], 0))
	open.AndNot(cell).Store(at8(e.open[:], 0))
	a0, a1, a2, a3, a4 := ld5(e)
	st5(f, a0, a1, a2, a3, a4)
	st5(e, a0.AndNot(cell), a1.AndNot(cell), a2.AndNot(cell),
		a3.AndNot(cell), a4.AndNot(cell))
	fr, er := at8(f.cand[:], r), at8(e.cand[:], r)
	ld8(fr).AndNot(one).Store(fr)
	ld8(er).AndNot(peers).Or(one).Store(er)
	archsimd.ClearAVXUpperBits()
}

// load sets up the board for the grid g, and reports false when g is
// not a valid grid (a value above 9, or two givens that see each
// other). It is the scalar engine's load done on vectors: the givens of
// each digit in each band come from byte compares of the grid, 27 cells
// at a time, and every digit then leaves the peers of its givens as
// propagate8 places cells, all digits at once. It takes a quarter as many
// instructions as the scalar load and the copy into the vector layout
// (610 a grid against 2,300).
func (e *vecBoard) load(g *Grid) bool {
	// The givens, digit d+1 of band b in word d*4+b as in cand; the
	// pad words and the tenth digit are 0. (Declared before any vector
	// code, so that the compiler clears it before the upper halves of
	// the vector registers are dirty: see the top of the file.)
	var giv [40]uint32
	// The bytes of each band: cells 0-31, 27-58 and 49-80, so that bit
	// i of a compare of band b is cell 27b+i, but for band 2, where it
	// is cell 49+i (the last load stays inside the grid).
	v0 := archsimd.LoadUint8x32((*[32]uint8)(g[0:32]))
	v1 := archsimd.LoadUint8x32((*[32]uint8)(g[27:59]))
	v2 := archsimd.LoadUint8x32((*[32]uint8)(g[49:81]))
	nine := archsimd.BroadcastUint8x32(9)
	if !v0.Max(v1).Max(v2).SubSaturated(nine).IsZero() {
		archsimd.ClearAVXUpperBits()
		return false // a value above 9
	}
	var zero archsimd.Uint8x32
	o0 := v0.Equal(zero).ToBits() & bandBits
	o1 := v1.Equal(zero).ToBits() & bandBits
	o2 := v2.Equal(zero).ToBits() >> 5
	// Word by word: the compiler copies a composite literal with SSE
	// moves.
	e.open[0], e.open[1], e.open[2], e.open[3] = o0, o1, o2, 0
	e.open[4], e.open[5], e.open[6], e.open[7] = o0, o1, o2, 0
	one := archsimd.BroadcastUint8x32(1)
	d := one
	for k := 0; k < 36; k += 4 {
		w := (*[4]uint32)(giv[k : k+4])
		w[0] = v0.Equal(d).ToBits() & bandBits
		w[1] = v1.Equal(d).ToBits() & bandBits
		w[2] = v2.Equal(d).ToBits() >> 5
		d = d.Add(one)
	}
	open := ld8(at8(e.open[:], 0))
	var bad archsimd.Uint32x8
	for k := range 5 {
		p := ld8(at8(giv[:], k))
		// The peers of the givens, as in propagate8.
		c := columns8(p)
		others := c.PermuteScalarsGrouped(1, 2, 0, 3).Or(c.PermuteScalarsGrouped(2, 0, 1, 3))
		peers := rows8(p).Or(spreadCols8(c.Or(others).Or(boxCols8(c))))
		a := open.AndNot(peers).Or(p).AndNot(ld8(&c8.pads[k]))
		a.Store(at8(e.cand[:], k))
		// Two givens of a digit in one row, in one column (of the band,
		// or of two bands), or, when no column of the band has two, in
		// one box: the columns of the band with a given, three bits a
		// box, have two in a box.
		r0 := p.And(ld8(&c8.row0))
		r1 := shr8(p, 9).And(ld8(&c8.row0))
		r2 := shr8(p, 18)
		one := ld8(&c8.one)
		rows := r0.And(r0.Sub(one)).Or(r1.And(r1.Sub(one))).Or(r2.And(r2.Sub(one)))
		cols := r0.And(r1).Or(r0.Or(r1).And(r2)).Or(c.And(others))
		c1, c2 := shr8(c, 1), shr8(c, 2)
		boxes := c.And(c1).Or(c.And(c2)).Or(c1.And(c2)).And(ld8(&c8.minisRow0))
		bad = bad.Or(rows).Or(cols).Or(boxes)
	}
	// A branch on the test rather than its value returned: the
	// compiler would move the test after ClearAVXUpperBits, and leave
	// the upper halves dirty.
	if !bad.IsZero() {
		archsimd.ClearAVXUpperBits()
		return false // two givens of a digit see each other
	}
	archsimd.ClearAVXUpperBits()
	return true
}

// propagate8 is the scalar engine's propagate on AVX2: it applies
// singles and locked candidates until nothing more follows, and reports
// false on a contradiction. It works in rounds over the whole board, each
// pass over the five registers: the cells that must take a digit
// (naked singles, a digit alone in a row or a column), all placed at
// once; when there are none, locked candidates in the bands and the
// stacks. When it returns true, the board meets the promise of
// propagate, and e.two holds the open cells with two candidates.
//
// Each pass is written out register by register, its stores after all
// five: the compiler then loads each constant once a pass rather than
// once a register, and the placements stay in registers from the pass
// that finds them to the one that makes them. That took 10 to 12% fewer
// instructions, and 7 to 9% less processor time, than loops over the
// registers.
//
// Locked candidates wait until the singles run out, which saves their
// cost in every round that places digits. Until then a band word may
// have a row with no place left, which the band rule would have emptied;
// such a board is dead, and stays dead, since no pass adds a candidate,
// and the singles found on it (rowsShared8 reads garbage in the rows
// that follow an empty one) can only lead to a contradiction: the band
// rule at the end empties the word, and the call returns false.
//
// For the same reason the rounds of singles look neither for a column
// without a place for a digit nor for a digit-band emptied by the
// placements: the locked candidates, which always run before the call
// returns true, find both (the stack rule empties a stack where a
// column has no place, and the band rule then the band words), and a
// dead board found a little later leads to the same result. The checks
// took about 8% of the vector operations of the rounds.
func (e *vecEngine) propagate8() bool {
	v := &e.vecBoard
	open := ld8(at8(v.open[:], 0))
	// A bit-sliced count of the candidates per cell: at least one, two;
	// and the digit-bands with no place left. The pass of locked
	// candidates does the same at its end, and also counts three, for
	// e.two; the pass of placements counts the candidates only (see
	// below), so z can be set here only after locked candidates.
	a0, a1, a2, a3, a4 := ld5(v)
	z := emptied8(a0, a1, a2, a3, a4)
	t, o := count8(a0, a1, a2, a3, a4)
	if !z.And(ld8(&c8.top)).IsZero() {
		archsimd.ClearAVXUpperBits()
		return false
	}
	for {
		os, ts := swap8(o), swap8(t)
		t, o = t.Or(ts).Or(o.And(os)), o.Or(os)
		if !o.Xor(ld8(&c8.band)).AndNot(ld8(&c8.pads[0])).IsZero() {
			archsimd.ClearAVXUpperBits()
			return false // a cell with no candidate
		}
		naked := open.AndNot(t)
		// The cells that must take a digit, and those that two digits
		// must take.
		a0, a1, a2, a3, a4 := ld5(v)
		p0, p1, p2 := singles8(a0, naked, open), singles8(a1, naked, open), singles8(a2, naked, open)
		p3, p4 := singles8(a3, naked, open), singles8(a4, naked, open)
		pt, po := count8(p0, p1, p2, p3, p4)
		if po.IsZero() {
			// Nothing to place: locked candidates in the bands, then in
			// the stacks, and the count again when they removed
			// something.
			a0, a1, a2, a3, a4 := ld5(v)
			n0, n1, n2, n3, n4 := locked5(a0, a1, a2, a3, a4)
			st5(v, n0, n1, n2, n3, n4)
			changed := n0.Xor(a0).Or(n1.Xor(a1)).Or(n2.Xor(a2)).Or(n3.Xor(a3)).Or(n4.Xor(a4))
			z = emptied8(n0, n1, n2, n3, n4)
			// The count, with a third bit: at least three.
			var h archsimd.Uint32x8
			t, o = n0.And(n1), n0.Or(n1)
			h, t, o = t.And(n2), t.Or(o.And(n2)), o.Or(n2)
			h, t, o = h.Or(t.And(n3)), t.Or(o.And(n3)), o.Or(n3)
			h, t, o = h.Or(t.And(n4)), t.Or(o.And(n4)), o.Or(n4)
			if !z.And(ld8(&c8.top)).IsZero() {
				// A digit-band emptied by the placements or the rules.
				archsimd.ClearAVXUpperBits()
				return false
			}
			if changed.IsZero() {
				h = h.Or(swap8(h)).Or(t.And(swap8(o))).Or(o.And(swap8(t)))
				open.AndNot(h).Store(at8(e.two[:], 0))
				break
			}
			continue
		}
		ps := swap8(po)
		if !pt.Or(swap8(pt)).Or(po.And(ps)).IsZero() {
			archsimd.ClearAVXUpperBits()
			return false // two digits for one cell
		}
		all := po.Or(ps)
		open = open.AndNot(all)
		// Place them: the digit leaves the peers, the others the cell;
		// then the count.
		//
		// Two cells of one house that take the same digit at once are
		// not looked for: the house is then left without some other
		// digit, for good, and that shows in a later round of this call
		// or of a search below it, before the board can pass for
		// solved: the band rule empties the digit's word when a row or
		// a box of the band lacks it, and the stack rule, when a column
		// does, the stack in each band.
		a0, a1, a2, a3, a4 = place8(a0, p0, all), place8(a1, p1, all), place8(a2, p2, all),
			place8(a3, p3, all), place8(a4, p4, all)
		st5(v, a0, a1, a2, a3, a4)
		if open.AndNot(ld8(&c8.pads[0])).IsZero() {
			// Every cell placed, each with one digit: a solution when
			// every digit has a place in every house, without the two
			// rounds (singles, then locked candidates) that would find
			// nothing more to do and show the same.
			open.Store(at8(v.open[:], 0))
			bad := missing8(a0, 0).Or(missing8(a1, 1)).Or(missing8(a2, 2)).
				Or(missing8(a3, 3)).Or(missing8(a4, 4))
			if !bad.IsZero() {
				archsimd.ClearAVXUpperBits()
				return false
			}
			archsimd.ClearAVXUpperBits()
			return true
		}
		t, o = count8(a0, a1, a2, a3, a4)
	}
	open.Store(at8(v.open[:], 0))
	archsimd.ClearAVXUpperBits()
	return true
}

// missing8 returns, for register k of a board, a vector that is not
// zero when a digit of the register has no place in a row, a column or
// a box. On a full board (every cell with one digit) it is zero just
// when the board is solved: 81 cells and nine digits with a place in
// each of the nine columns leave each digit nine, one a column, and
// then one a row and one a box when none of them lacks the digit.
func missing8(a archsimd.Uint32x8, k int) archsimd.Uint32x8 {
	// A row is not empty when its low 8 bits plus 255 carry into its
	// top bit, or that bit is set (as in rows8).
	tops := ld8(&c8.tops)
	rows := a.And(ld8(&c8.low8)).Add(ld8(&c8.low8)).Or(a).And(tops).Xor(tops)
	c := columns8(a)
	boxes := c.Or(shr8(c, 1)).Or(shr8(c, 2)).And(ld8(&c8.minisRow0)).Xor(ld8(&c8.minisRow0))
	cols := c.Or(c.PermuteScalarsGrouped(1, 2, 0, 3)).
		Or(c.PermuteScalarsGrouped(2, 0, 1, 3)).Xor(ld8(&c8.row0))
	return rows.Or(boxes).Or(cols).AndNot(ld8(&c8.pads[k]))
}

// locked5 applies locked candidates to the five registers of a board:
// the band rule, then the stack rule to what the band rule keeps. The
// five are written out in one function, rather than one call each, so
// that the constants are loaded once and the five chains of dependent
// operations can overlap (propagate8, which would otherwise take them
// in, would then be too large for the compiler to inline its helpers).
func locked5(a0, a1, a2, a3, a4 archsimd.Uint32x8) (
	n0, n1, n2, n3, n4 archsimd.Uint32x8) {
	s0, s1, s2, s3, s4 := shrink8(a0), shrink8(a1), shrink8(a2), shrink8(a3), shrink8(a4)
	return stack8(s0), stack8(s1), stack8(s2), stack8(s3), stack8(s4)
}

// mostSeen8 is the branching rule of chooseCell on vectors: of the cells
// of set (lanes 0-2, one band each; the other lanes are ignored) it
// returns the first, in the order of the cells, of those that see the
// most open cells, as mostSeen does. Every cell of set must be open, and
// set must not be empty.
//
// Rather than count, cell by cell, the open cells that each one sees,
// it adds up the counts of every cell of the board at once, bit-sliced
// (the bits of the counts in separate words, the planes, each a band
// word): the open cells of a cell's row (itself among them, which adds
// one to every count alike), plus those of the two other minirows of its
// box, plus those of its column in the two other bands. It then
// keeps, from the top plane down, the cells of set whose bit is set when
// there are any, which leaves those with the largest count.
func mostSeen8(open, set archsimd.Uint32x8) uint {
	var out [8]uint32 // declared before the vector code (see load)
	mi := ld8(&c8.minis)
	// The count of each minirow, at its first cell.
	a, b, c := open.And(mi), shr8(open, 1).And(mi), shr8(open, 2).And(mi)
	m0, m1 := fa8(a, b, c)
	// The count of each row, at its first cell, spread to the first
	// cells of its three minirows.
	r0, r1, r2, r3 := add3x2(m0, m1, shr8(m0, 3), shr8(m1, 3), shr8(m0, 6), shr8(m1, 6))
	rl := ld8(&c8.rowsL)
	r0, r1 = minis3(r0.And(rl)), minis3(r1.And(rl))
	r2, r3 = minis3(r2.And(rl)), minis3(r3.And(rl))
	// The counts of the two other minirows of each box, from the rows
	// rotated by one and by two (as in shrinkKeep8).
	x0 := shr8(m0, 9).Or(m0.ShiftAllLeft(18)).And(mi)
	x1 := shr8(m1, 9).Or(m1.ShiftAllLeft(18)).And(mi)
	y0 := shr8(m0, 18).Or(m0.ShiftAllLeft(9)).And(mi)
	y1 := shr8(m1, 18).Or(m1.ShiftAllLeft(9)).And(mi)
	q0, k := x0.Xor(y0), x0.And(y0)
	q1, q2 := fa8(x1, y1, k)
	// Row and box of each minirow (at most 15), spread to its cells.
	s0, k := r0.Xor(q0), r0.And(q0)
	s1, k := fa8(r1, q1, k)
	s2, k := fa8(r2, q2, k)
	s3, s4 := r3.Xor(k), r3.And(k)
	s0, s1, s2, s3, s4 = times7(s0), times7(s1), times7(s2), times7(s3), times7(s4)
	// The open cells of each column in the two other bands (at most 6),
	// spread to the column's three cells.
	o1, o2 := open.PermuteScalarsGrouped(1, 2, 0, 3), open.PermuteScalarsGrouped(2, 0, 1, 3)
	row0 := ld8(&c8.row0)
	u0, u1 := fa8(o1.And(row0), shr8(o1, 9).And(row0), shr8(o1, 18).And(row0))
	v0, v1 := fa8(o2.And(row0), shr8(o2, 9).And(row0), shr8(o2, 18).And(row0))
	z0, k := u0.Xor(v0), u0.And(v0)
	z1, z2 := fa8(u1, v1, k)
	z0, z1, z2 = spreadCols8(z0), spreadCols8(z1), spreadCols8(z2)
	// The sum, at most 21: five planes.
	t0, k := s0.Xor(z0), s0.And(z0)
	t1, k := fa8(s1, z1, k)
	t2, k := fa8(s2, z2, k)
	t3, k := s3.Xor(k), s3.And(k)
	t4 := s4.Xor(k)
	// The cells of set with the largest count, from the top plane down,
	// without a branch.
	cand := set.And(ld8(&c8.groups[0]))
	cand = keepSome8(cand, t4)
	cand = keepSome8(cand, t3)
	cand = keepSome8(cand, t2)
	cand = keepSome8(cand, t1)
	cand = keepSome8(cand, t0)
	cand.Store(&out)
	archsimd.ClearAVXUpperBits()
	switch {
	case out[0] != 0:
		return uint(bits.TrailingZeros32(out[0]))
	case out[1] != 0:
		return 27 + uint(bits.TrailingZeros32(out[1]))
	}
	return 54 + uint(bits.TrailingZeros32(out[2]))
}

// keepSome8 returns the cells of cand in t, or cand when there are
// none. cand must lie in lanes 0-2.
func keepSome8(cand, t archsimd.Uint32x8) archsimd.Uint32x8 {
	y := cand.And(t)
	some := y.Or(y.PermuteScalarsGrouped(1, 2, 0, 3)).Or(y.PermuteScalarsGrouped(2, 0, 1, 3))
	var zero archsimd.Uint32x8
	return cand.Merge(y, some.Equal(zero))
}

// fa8 adds the bits a, b and c of each position (a full adder): s is
// the sum's low bit, k its high one.
func fa8(a, b, c archsimd.Uint32x8) (s, k archsimd.Uint32x8) {
	ab := a.Xor(b)
	return ab.Xor(c), a.And(b).Or(ab.And(c))
}

// add3x2 adds three numbers of two bits (u, v and w, bit-sliced) into
// four bits.
func add3x2(u0, u1, v0, v1, w0, w1 archsimd.Uint32x8) (s0, s1, s2, s3 archsimd.Uint32x8) {
	s0, k0 := fa8(u0, v0, w0)
	t, k1 := fa8(u1, v1, w1)
	s1, k2 := t.Xor(k0), t.And(k0)
	return s0, s1, k1.Xor(k2), k1.And(k2)
}

// minis3 copies the bits at the first cell of each row of a band word
// to the first cells of the row's other two minirows.
func minis3(x archsimd.Uint32x8) archsimd.Uint32x8 {
	return x.Or(x.ShiftAllLeft(3)).Or(x.ShiftAllLeft(6))
}

// times7 spreads the bits at the first cells of minirows to their three
// cells: 7x, as the minirows do not overlap.
func times7(x archsimd.Uint32x8) archsimd.Uint32x8 {
	return x.ShiftAllLeft(3).Sub(x)
}
