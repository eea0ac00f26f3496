package sudoku

// drawDots draws marks from r between orthogonal neighbours of the
// complete grid sol: kropki dots when kropki is set, XV marks when xv is.
// A pair whose digits allow several of those kinds (1 and 2 are both
// consecutive and double; 2 and 3 consecutive and adding up to 5) gets
// one of them at random. With every set, each pair that allows a kind
// gets a mark, as the negative rules need, and the pair of 2 and 3 gets
// both a white dot and a V when both families are drawn; otherwise each
// pair does with probability one half. Pairs that have gets true for (cell, right
// neighbour) or (cell, neighbour below) are skipped, and the pairs come
// in row-major order of their first cell, the right neighbour first.
func drawDots(sol Grid, r Rand, kropki, xv, every bool, has func(a, b int) bool) []Dot {
	var out []Dot
	var kinds [4]DotKind
	for a := range 81 {
		for _, b := range [2]int{a + 1, a + 9} {
			if b == a+1 && a%9 == 8 || b > 80 || has(a, b) {
				continue
			}
			x, y := int(sol[a]), int(sol[b])
			n := 0
			if kropki && (x-y == 1 || y-x == 1) {
				kinds[n], n = WhiteDot, n+1
			}
			if kropki && (x == 2*y || y == 2*x) {
				kinds[n], n = BlackDot, n+1
			}
			if xv && x+y == 10 {
				kinds[n], n = XMark, n+1
			}
			if xv && x+y == 5 {
				kinds[n], n = VMark, n+1
			}
			if n == 0 || !every && below(r, 2) == 0 {
				continue
			}
			k := kinds[0]
			if n > 1 {
				k = kinds[below(r, n)]
			}
			out = append(out, Dot{A: a, B: b, Kind: k})
			// The negative rules of one family pass over a pair with a
			// mark of that family only: 2 and 3 under both need a white
			// dot and a V.
			if every && n > 1 && kropkiKind(kinds[0]) != kropkiKind(kinds[n-1]) {
				other := kinds[0]
				if other == k {
					other = kinds[n-1]
				}
				out = append(out, Dot{A: a, B: b, Kind: other})
			}
		}
	}
	return out
}
