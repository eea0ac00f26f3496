package draw

import (
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/sudokugo/sudoku"
)

// A roleStyle is how one role of a step's pattern is drawn: a light fill
// colour, a darker ink for its hatching and outline, the hatching, and the
// dashes of the outline. The hatchings and dashes differ from role to
// role, so roles stay apart in black and white.
type roleStyle struct {
	id    string // for the pattern's id
	fill  string
	ink   string
	hatch string // the pattern's content over an 8 by 8 tile
	turn  int    // the pattern's rotation, in degrees
	dash  string // the outline's stroke-dasharray; empty for solid
}

// The hatchings, over a tile of 8 by 8 units.
const (
	hatchLine   = `<path d="M0 0V8" stroke-width="1.4"/>`
	hatchCross  = `<path d="M0 0V8M0 0H8" stroke-width="1.2"/>`
	hatchDots   = `<circle cx="4" cy="4" r="1.4"/>`
	hatchRings  = `<circle cx="4" cy="4" r="2.2" fill="none" stroke-width="1"/>`
	hatchSquare = `<rect x="2.5" y="2.5" width="3" height="3"/>`
)

// roleStyles holds the style of each role, by its value; an unknown
// role is drawn as otherStyle.
var roleStyles = [...]roleStyle{
	sudoku.RoleBase:       {"base", "#bcd7fb", "#1d4ed8", hatchLine, 45, ""},
	sudoku.RoleCover:      {"cover", "#fbe29a", "#a15c07", hatchLine, -45, "7 4"},
	sudoku.RoleFin:        {"fin", "#f9c6df", "#be185d", hatchDots, 0, "2 3"},
	sudoku.RolePivot:      {"pivot", "#d9cffc", "#6d28d9", hatchCross, 45, "9 3 2 3"},
	sudoku.RolePincer:     {"pincer", "#bdf0cc", "#15803d", hatchLine, 0, "4 2"},
	sudoku.RoleStrong:     {"strong", "#aeeaf5", "#0e7490", hatchLine, 90, ""},
	sudoku.RoleWeak:       {"weak", "#fcd5b0", "#c2410c", hatchCross, 0, "3 3"},
	sudoku.RoleAssumption: {"assumption", "#f8c4c4", "#b91c1c", hatchRings, 0, "1 2"},
}

// otherStyle is the style of a role this package does not know.
var otherStyle = roleStyle{"other", "#e0e0e0", "#444", hatchSquare, 0, "5 2 1 2"}

// styleOf returns the style of role r.
func styleOf(r sudoku.Role) roleStyle {
	if int(r) < len(roleStyles) && roleStyles[r].id != "" {
		return roleStyles[r]
	}
	return otherStyle
}

// The colours of the result of a step, and of the links of a chain.
const (
	placeColor  = "#14532d"
	elimColor   = "#c00000"
	strongColor = "#0b3d91"
	weakColor   = "#9a3412"
	weakDash    = "7 4"
	highlightR  = 10.0 // the radius of the disc behind a candidate
)

// checkStep reports the first cell, digit or house out of range in s.
func checkStep(s *sudoku.Step) error {
	for i, c := range s.Placements {
		if err := checkCandidate("step.placements["+strconv.Itoa(i)+"]", c); err != nil {
			return err
		}
	}
	for i, c := range s.Eliminations {
		if err := checkCandidate("step.eliminations["+strconv.Itoa(i)+"]", c); err != nil {
			return err
		}
	}
	for i, it := range s.Pattern {
		at := "step.pattern[" + strconv.Itoa(i) + "]"
		switch {
		case it.House < -1 || it.House > 26:
			return &Error{Path: at + ".house", Value: it.House, Err: ErrRange}
		case it.Cell < -1 || it.Cell > 80 || it.Cell == -1 && it.House == -1:
			return &Error{Path: at + ".cell", Value: it.Cell, Err: ErrRange}
		case it.Digit > 9:
			return &Error{Path: at + ".digit", Value: int(it.Digit), Err: ErrRange}
		}
	}
	return nil
}

// checkCandidate reports a cell or digit out of range in c, found at path.
func checkCandidate(path string, c sudoku.Candidate) error {
	switch {
	case c.Cell < 0 || c.Cell > 80:
		return &Error{Path: path + ".cell", Value: c.Cell, Err: ErrRange}
	case c.Digit < 1 || c.Digit > 9:
		return &Error{Path: path + ".digit", Value: int(c.Digit), Err: ErrRange}
	}
	return nil
}

// stepTitle returns the default title of a step: its technique and
// rating.
func stepTitle(s *sudoku.Step) string {
	t := s.Technique.String()
	return strings.ToUpper(t[:1]) + t[1:] + " (rating " + strconv.FormatFloat(s.Rating, 'f', 1, 64) + ")"
}

// stepDesc returns the default description of a step: its explanation.
func stepDesc(s *sudoku.Step) string {
	return "The step, on the position before it: " + s.Explain() + "."
}

// pattern returns the url of the hatching of style st, defining it the
// first time.
func (d *drawer) pattern(st roleStyle) string {
	id := d.opt.IDPrefix + "role-" + st.id
	if slices.Contains(d.defined, id) {
		return "url(#" + id + ")"
	}
	d.defined = append(d.defined, id)
	kv := []string{"id", id, "width", "8", "height", "8", "patternUnits", "userSpaceOnUse"}
	if st.turn != 0 {
		kv = append(kv, "patternTransform", "rotate("+strconv.Itoa(st.turn)+")")
	}
	d.defs.open("pattern", kv...)
	d.defs.empty("rect", "width", "8", "height", "8", "fill", st.fill)
	d.defs.open("g", "fill", st.ink, "stroke", st.ink)
	d.defs.b = append(d.defs.b, st.hatch...)
	d.defs.b = append(d.defs.b, '\n')
	d.defs.close("g")
	d.defs.close("pattern")
	return "url(#" + id + ")"
}

// outlineAttrs returns the stroke attributes of the outline of style st.
func outlineAttrs(st roleStyle, width float64) []string {
	kv := []string{"fill", "none", "stroke", st.ink, "stroke-width", num(width)}
	if st.dash != "" {
		kv = append(kv, "stroke-dasharray", st.dash)
	}
	return kv
}

// houseRect returns the rectangle of house h: rows 0-8, columns 9-17,
// boxes 18-26.
func houseRect(h int) (x, y, w, hh float64) {
	switch {
	case h < 9:
		return margin, margin + float64(h)*cellSize, 9 * cellSize, cellSize
	case h < 18:
		return margin + float64(h-9)*cellSize, margin, cellSize, 9 * cellSize
	}
	b := h - 18
	return margin + float64(b%3)*3*cellSize, margin + float64(b/3)*3*cellSize, 3 * cellSize, 3 * cellSize
}

// houseName names house h as the root package does: "row 4", "column 6",
// "box 5".
func houseName(h int) string {
	switch {
	case h < 9:
		return "row " + strconv.Itoa(h+1)
	case h < 18:
		return "column " + strconv.Itoa(h-8)
	}
	return "box " + strconv.Itoa(h-17)
}

// itemName names a pattern item and its role, for its <title>.
func itemName(it sudoku.PatternItem) string {
	var s []string
	if it.House >= 0 {
		s = append(s, houseName(it.House))
	}
	if it.Cell >= 0 {
		s = append(s, cellName(it.Cell))
	}
	if it.Digit != 0 {
		s = append(s, "digit "+strconv.Itoa(int(it.Digit)))
	}
	return strings.Join(s, " ") + " (" + it.Role.String() + ")"
}

// stepUnder draws the houses and whole cells of the step's pattern:
// hatched by role, and outlined in the role's dashes.
func (d *drawer) stepUnder() {
	for _, it := range d.step.Pattern {
		st := styleOf(it.Role)
		if it.House >= 0 {
			x, y, w, h := houseRect(it.House)
			d.body.open("g", "class", "role-"+st.id)
			d.body.leaf("title", itemName(it))
			d.body.empty("rect", "x", num(x), "y", num(y), "width", num(w), "height", num(h),
				"fill", d.pattern(st), "fill-opacity", "0.45")
			d.body.empty("rect", append([]string{"x", num(x + 3), "y", num(y + 3),
				"width", num(w - 6), "height", num(h - 6)}, outlineAttrs(st, 3)...)...)
			d.body.close("g")
		}
		if it.Cell >= 0 && it.Digit == 0 {
			x, y := cellX(it.Cell), cellY(it.Cell)
			d.body.open("g", "class", "role-"+st.id)
			d.body.leaf("title", itemName(it))
			d.body.empty("rect", "x", num(x), "y", num(y), "width", num(cellSize),
				"height", num(cellSize), "fill", d.pattern(st), "fill-opacity", "0.7")
			d.body.empty("rect", append([]string{"x", num(x + 3), "y", num(y + 3),
				"width", num(cellSize - 6), "height", num(cellSize - 6)}, outlineAttrs(st, 2.5)...)...)
			d.body.close("g")
		}
	}
}

// stepMarksUnder draws a disc behind each candidate of the pattern, in
// the role's colour with its outline.
func (d *drawer) stepMarksUnder() {
	for _, it := range d.step.Pattern {
		if it.Cell < 0 || it.Digit == 0 {
			continue
		}
		st := styleOf(it.Role)
		x, y, _ := d.mark(it.Cell, it.Digit)
		d.body.open("g", "class", "role-"+st.id)
		d.body.leaf("title", itemName(it))
		kv := outlineAttrs(st, 1.8)
		kv[1] = st.fill
		d.body.empty("circle", append([]string{"cx", num(x), "cy", num(y), "r", num(highlightR)}, kv...)...)
		d.body.close("g")
	}
}

// stepOver draws the result of the step and its chain over the marks:
// each placement as its digit white on a dark disc, in a cell outlined
// in the same colour; each elimination as a cross over its mark; each
// link of a chain as an arrow.
func (d *drawer) stepOver() {
	for _, p := range d.step.Placements {
		x, y, _ := d.mark(p.Cell, p.Digit)
		name := cellName(p.Cell) + "=" + strconv.Itoa(int(p.Digit))
		d.body.open("g", "class", "placement")
		d.body.leaf("title", "place "+name)
		d.body.empty("rect", "x", num(cellX(p.Cell)+2), "y", num(cellY(p.Cell)+2),
			"width", num(cellSize-4), "height", num(cellSize-4),
			"fill", "none", "stroke", placeColor, "stroke-width", "3")
		d.body.empty("circle", "cx", num(x), "cy", num(y), "r", num(highlightR+0.5), "fill", placeColor)
		d.body.leaf("text", strconv.Itoa(int(p.Digit)), "x", num(x), "y", num(baseline(y, markSize)),
			"font-family", fontFamily, "font-size", num(markSize), "font-weight", "bold",
			"fill", "#fff", "text-anchor", "middle")
		d.body.close("g")
	}
	for _, e := range d.step.Eliminations {
		x, y, _ := d.mark(e.Cell, e.Digit)
		const s = 8
		var p path
		p.move(x-s, y-s)
		p.line(x+s, y+s)
		p.move(x+s, y-s)
		p.line(x-s, y+s)
		d.body.open("g", "class", "elimination")
		d.body.leaf("title", "eliminate "+cellName(e.Cell)+"<>"+strconv.Itoa(int(e.Digit)))
		d.body.empty("path", "d", p.String(), "stroke", elimColor, "stroke-width", "2.5",
			"stroke-linecap", "round", "fill", "none")
		d.body.close("g")
	}
	d.links()
}

// A link is one link of a chain: from one candidate to the next.
type link struct {
	from, to sudoku.PatternItem
}

// chainLinks returns the links of the step's chains: each candidate of
// the pattern with the role of a strong or weak link is joined to the
// chain candidate before it (one in the role of an end, a link or an
// assumption).
func chainLinks(s *sudoku.Step) []link {
	var out []link
	var prev *sudoku.PatternItem
	for i := range s.Pattern {
		it := &s.Pattern[i]
		if it.Cell < 0 || it.Digit == 0 {
			continue
		}
		switch it.Role {
		case sudoku.RoleStrong, sudoku.RoleWeak:
			if prev != nil {
				out = append(out, link{*prev, *it})
			}
		case sudoku.RolePincer, sudoku.RoleAssumption:
		default:
			continue
		}
		prev = it
	}
	return out
}

// links draws the links of the step's chains as arrows, curved a little
// to the left so that a link back does not cover the link out, and so
// that a link does not run through the marks between its ends.
func (d *drawer) links() {
	for _, l := range chainLinks(d.step) {
		x1, y1, _ := d.mark(l.from.Cell, l.from.Digit)
		x2, y2, _ := d.mark(l.to.Cell, l.to.Digit)
		dx, dy := x2-x1, y2-y1
		length := math.Hypot(dx, dy)
		if length < 2*highlightR {
			continue // the same candidate twice: nothing to show
		}
		ux, uy := dx/length, dy/length
		bend := math.Min(0.2*length, 24)
		cx, cy := (x1+x2)/2+uy*bend, (y1+y2)/2-ux*bend
		// Start and end on the discs' edges, along the curve's tangents.
		sx, sy := toward(x1, y1, cx, cy, highlightR)
		ex, ey := toward(x2, y2, cx, cy, highlightR)
		kind, color := "strong", strongColor
		if l.to.Role == sudoku.RoleWeak {
			kind, color = "weak", weakColor
		}
		var p path
		p.move(sx, sy)
		p.WriteString("Q" + num(cx) + " " + num(cy) + " " + num(ex) + " " + num(ey))
		d.body.open("g", "class", "link-"+kind)
		d.body.leaf("title", kind+" link from "+cellName(l.from.Cell)+" digit "+
			strconv.Itoa(int(l.from.Digit))+" to "+cellName(l.to.Cell)+" digit "+strconv.Itoa(int(l.to.Digit)))
		kv := []string{"d", p.String(), "fill", "none", "stroke", color, "stroke-width", "2.2"}
		if kind == "weak" {
			kv = append(kv, "stroke-dasharray", weakDash)
		}
		d.body.empty("path", kv...)
		d.body.empty("path", "d", arrowhead(cx, cy, ex, ey, 9), "fill", color)
		d.body.close("g")
	}
}

// toward returns the point at distance r from (x, y) toward (tx, ty).
func toward(x, y, tx, ty, r float64) (float64, float64) {
	l := math.Hypot(tx-x, ty-y)
	if l == 0 {
		return x, y
	}
	return x + (tx-x)/l*r, y + (ty-y)/l*r
}

// arrowhead returns a closed triangle with its tip at (x, y), of length
// s, pointing away from (px, py).
func arrowhead(px, py, x, y, s float64) string {
	ux, uy := x-px, y-py
	l := math.Hypot(ux, uy)
	if l == 0 {
		return ""
	}
	ux, uy = ux/l*s, uy/l*s
	var p path
	p.move(x, y)
	p.line(x-ux-uy*0.5, y-uy+ux*0.5)
	p.line(x-ux+uy*0.5, y-uy-ux*0.5)
	p.WriteString("Z")
	return p.String()
}

// legend draws, under the grid, a key to what the step shows: each role
// of its pattern, then placements, eliminations and the kinds of link,
// each only when the step has one.
func (d *drawer) legend() {
	type entry struct {
		label string
		draw  func(x, y float64) // draws the swatch in the 18 by 18 box at (x, y)
	}
	var entries []entry
	var seen []roleStyle
	for _, it := range d.step.Pattern {
		st := styleOf(it.Role)
		dup := false
		for _, s := range seen {
			dup = dup || s.id == st.id
		}
		if dup {
			continue
		}
		seen = append(seen, st)
		label := it.Role.String()
		if st.id == "other" {
			label = "other"
		}
		entries = append(entries, entry{label, func(x, y float64) {
			d.body.empty("rect", "x", num(x), "y", num(y), "width", "18", "height", "18",
				"fill", d.pattern(st))
			d.body.empty("rect", append([]string{"x", num(x + 1), "y", num(y + 1),
				"width", "16", "height", "16"}, outlineAttrs(st, 2)...)...)
		}})
	}
	if len(d.step.Placements) > 0 {
		entries = append(entries, entry{"placement", func(x, y float64) {
			d.body.empty("circle", "cx", num(x+9), "cy", num(y+9), "r", "9", "fill", placeColor)
		}})
	}
	if len(d.step.Eliminations) > 0 {
		entries = append(entries, entry{"elimination", func(x, y float64) {
			d.body.empty("path", "d", "M"+num(x+2)+" "+num(y+2)+"L"+num(x+16)+" "+num(y+16)+
				"M"+num(x+16)+" "+num(y+2)+"L"+num(x+2)+" "+num(y+16),
				"stroke", elimColor, "stroke-width", "2.5", "stroke-linecap", "round")
		}})
	}
	var strong, weak bool
	for _, l := range chainLinks(d.step) {
		strong = strong || l.to.Role == sudoku.RoleStrong
		weak = weak || l.to.Role == sudoku.RoleWeak
	}
	linkEntry := func(label, color, dash string) entry {
		return entry{label, func(x, y float64) {
			kv := []string{"d", "M" + num(x-6) + " " + num(y+9) + "H" + num(x+14),
				"stroke", color, "stroke-width", "2.2"}
			if dash != "" {
				kv = append(kv, "stroke-dasharray", dash)
			}
			d.body.empty("path", kv...)
			d.body.empty("path", "d", arrowhead(x, y+9, x+20, y+9, 9), "fill", color)
		}}
	}
	if strong {
		entries = append(entries, linkEntry("strong link", strongColor, ""))
	}
	if weak {
		entries = append(entries, linkEntry("weak link", weakColor, weakDash))
	}
	if len(entries) == 0 {
		return
	}
	d.body.open("g", "class", "legend", "font-family", fontFamily, "font-size", num(textSize))
	x, y := margin+6, d.height+8
	for _, e := range entries {
		w := 18 + 6 + 8.5*float64(len(e.label)) + 16
		if x+w > side && x > margin+6 {
			x, y = margin+6, y+26
		}
		e.draw(x, y)
		d.body.leaf("text", e.label, "x", num(x+24), "y", num(y+14))
		x += w
	}
	d.body.close("g")
	d.height = y + 26
}
