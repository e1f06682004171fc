fun main() {
    println(2 * readLine()!!.trim().toLong())
}
