package sudoku

// lineAttempts bounds the random walks that drawThermos and drawArrows
// try for each line.
const lineAttempts = 60

// drawThermos draws three to six thermometers from r along increasing
// digits of the complete grid sol, each of three to eight cells a king's
// move apart, on cells that used does not mark; it marks the cells it
// takes. It may draw fewer when the walks keep failing.
func drawThermos(sol Grid, r Rand, used *[81]bool) []Thermo {
	want := 3 + below(r, 4)
	var out []Thermo
	for range want {
		for range lineAttempts {
			if cells := thermoWalk(sol, r, used, 3+below(r, 6)); cells != nil {
				for _, c := range cells {
					used[c] = true
				}
				out = append(out, Thermo{Cells: cells})
				break
			}
		}
	}
	return out
}

// thermoWalk walks from a random free bulb to free king neighbours of
// larger digits in sol, preferring the next digits up so the line grows
// long, until it has length cells; it returns nil when the walk stops
// before three cells.
func thermoWalk(sol Grid, r Rand, used *[81]bool, length int) []int {
	c := below(r, 81)
	if used[c] || sol[c] > 10-3 {
		return nil
	}
	cells := []int{c}
	var near, far [8]int
	for len(cells) < length {
		n, m := 0, 0
		for _, b := range layoutKingSteps[c] {
			switch {
			case b < 0 || used[b] || sol[b] <= sol[c]:
			case sol[b] <= sol[c]+2:
				near[n] = int(b)
				n++
			default:
				far[m] = int(b)
				m++
			}
		}
		switch {
		case n > 0:
			c = near[below(r, n)]
		case m > 0:
			c = far[below(r, m)]
		default:
			length = len(cells)
			continue
		}
		cells = append(cells, c)
	}
	if len(cells) < 3 {
		return nil
	}
	return cells
}

// drawArrows draws three to five arrows from r over the complete grid
// sol, on cells that used does not mark, and marks the cells it takes:
// a circle of one cell holding 3 or more, and a line of two or more
// cells a king's move apart, from a neighbour of the circle, whose digits
// add up to the circle's. It may draw fewer when the walks keep failing.
func drawArrows(sol Grid, r Rand, used *[81]bool) []Arrow {
	want := 3 + below(r, 3)
	var out []Arrow
	for range want {
		for range lineAttempts {
			if circle, line := arrowWalk(sol, r, used); line != nil {
				used[circle] = true
				for _, c := range line {
					used[c] = true
				}
				out = append(out, Arrow{Circle: []int{circle}, Cells: line})
				break
			}
		}
	}
	return out
}

// arrowWalk draws a free circle and walks from it to random free king
// neighbours until the digits walked add up to the circle's; it returns a
// nil line when the walk overshoots, gets stuck, or ends after one cell.
func arrowWalk(sol Grid, r Rand, used *[81]bool) (circle int, line []int) {
	circle = below(r, 81)
	if used[circle] || sol[circle] < 3 {
		return circle, nil
	}
	var on [81]bool
	on[circle] = true
	var next [8]int
	c, sum := circle, 0
	for sum < int(sol[circle]) {
		n := 0
		for _, b := range layoutKingSteps[c] {
			if b >= 0 && !used[b] && !on[b] &&
				sum+int(sol[b]) <= int(sol[circle]) {
				next[n] = int(b)
				n++
			}
		}
		if n == 0 {
			return circle, nil
		}
		c = next[below(r, n)]
		on[c] = true
		line = append(line, c)
		sum += int(sol[c])
	}
	if len(line) < 2 {
		return circle, nil
	}
	return circle, line
}
