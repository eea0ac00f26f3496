package sudoku

// jigsawSwaps is the number of cell swaps between neighbouring regions
// that drawRegions makes, and jigsawAttempts bounds the swaps it tries.
// A few hundred swaps leave little of the boxes' shape.
const (
	jigsawSwaps    = 200
	jigsawAttempts = 4000
)

// drawRegions draws nine connected regions of nine cells from r, as
// region numbers per cell for [Rules.Regions].
//
// It starts from the boxes and swaps cells between neighbouring regions:
// a cell a of region A next to a cell of region B moves to B, and a cell
// of B next to A (after the move) moves to A, so both keep nine cells;
// the swap stays only when both regions are still connected. Whether a
// solution exists under the regions is for the caller to find out.
func drawRegions(r Rand) [81]uint8 {
	var reg [81]uint8
	for c := range reg {
		reg[c] = uint8(boxOf(c))
	}
	var cand [81]uint8
	for done, tries := 0, 0; done < jigsawSwaps && tries < jigsawAttempts; tries++ {
		// Draw a cell a and one of its neighbours in another region.
		a := below(r, 81)
		n := 0
		for _, b := range layoutSteps[a] {
			if b >= 0 && reg[b] != reg[a] {
				cand[n] = uint8(b)
				n++
			}
		}
		if n == 0 {
			continue
		}
		from, to := reg[a], reg[cand[below(r, n)]]
		reg[a] = to
		// Draw a cell of region to, now next to region from, to give back.
		n = 0
		for c := range 81 {
			if reg[c] == to && c != a && touchesRegion(&reg, c, from) {
				cand[n] = uint8(c)
				n++
			}
		}
		if n == 0 {
			reg[a] = from
			continue
		}
		back := cand[below(r, n)]
		reg[back] = from
		if regionConnected(&reg, from) && regionConnected(&reg, to) {
			done++
			continue
		}
		reg[a], reg[back] = from, to
	}
	return reg
}

// touchesRegion reports whether cell c has an orthogonal neighbour in region k.
func touchesRegion(reg *[81]uint8, c int, k uint8) bool {
	for _, b := range layoutSteps[c] {
		if b >= 0 && reg[b] == k {
			return true
		}
	}
	return false
}

// regionConnected reports whether the cells of region k are connected by
// orthogonal steps. A region with no cells is connected.
func regionConnected(reg *[81]uint8, k uint8) bool {
	var in [81]bool
	size := 0
	first := -1
	for c := range 81 {
		if reg[c] == k {
			in[c] = true
			size++
			if first < 0 {
				first = c
			}
		}
	}
	return size == 0 || reachWithin(&in, first) == size
}

// reachWithin returns the number of cells marked in in that orthogonal steps
// within in reach from start, which must be marked.
func reachWithin(in *[81]bool, start int) int {
	var seen [81]bool
	var stack [81]int
	stack[0], seen[start] = start, true
	n, count := 1, 0
	for n > 0 {
		n--
		c := stack[n]
		count++
		for _, b := range layoutSteps[c] {
			if b >= 0 && in[b] && !seen[b] {
				seen[b] = true
				stack[n] = int(b)
				n++
			}
		}
	}
	return count
}
