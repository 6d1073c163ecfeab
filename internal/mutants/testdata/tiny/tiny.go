// Package tiny is code for the mutation runner's tests to mutate: each
// function is there for one verdict (see ../README.md).
package tiny

// Max is the larger of a and b.
func Max(a, b int) int {
	if a > b {
		return a
	}
	return b
}

// Sign names n's sign.
func Sign(n int) string {
	switch {
	case n < 0:
		return "negative"
	case n == 0:
		return "zero"
	}
	return "positive"
}

// Triangle is 1 + 2 + … + n.
func Triangle(n int) int {
	t := 0
	for i := 1; i <= n; i++ {
		t += i
	}
	return t
}

// Join joins two words with a space.
func Join(a, b string) string {
	return a + " " + b
}

// Neg is -n; no test calls it.
func Neg(n int) int {
	return -n
}

// Half is computed where the package is initialised, outside every
// function.
var Half = 10 / 2
